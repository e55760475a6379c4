import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_TOOL, toolById, toolPath, type Tool } from './tools';

/**
 * Query parameters /app reads once and then removes from the address (signed-in spec §2), and
 * `highlevel`, how Connect HighLevel ended (read by useHighLevelReturn).
 */
const ENTRY_PARAMS = ['tab', 'confirmed', 'highlevel'] as const;

/**
 * The tool the address names, keeping the address canonical: /app and unknown tools go to
 * /app/onboarding, ?tab={tool} opens that tool, ?confirmed=true calls onConfirmed; the entry
 * parameters are then removed (replace, so Back does not return to them).
 */
export function useToolRoute(onConfirmed: () => void): Tool {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested = toolById(params.get('tab')) ?? toolById(location.pathname.split('/')[2]);
  const tool = requested ?? DEFAULT_TOOL;
  const confirmed = params.get('confirmed') === 'true';

  ENTRY_PARAMS.forEach((name) => params.delete(name));
  const search = params.toString();
  const canonical =
    location.pathname === toolPath(tool.id) && location.search === (search ? `?${search}` : '');

  useEffect(() => {
    if (canonical) return;
    if (confirmed) onConfirmed();
    navigate({ pathname: toolPath(tool.id), search, hash: location.hash }, { replace: true });
  }, [canonical, confirmed, onConfirmed, navigate, tool.id, search, location.hash]);

  return tool;
}
