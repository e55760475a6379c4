import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** How long the button says 'Copied' (signed-in spec §9). */
export const COPIED_FOR_MS = 2_000;

/** Copies `text`; the button reads 'Copied' for 2 s and a toast confirms it. */
export function CopyButton({
  text,
  label,
  language,
  failedMessage = 'Failed to copy link',
  className = '',
}: {
  text: string;
  /** What is copied, as the button's name: 'Copy link', 'Copy CSS'... */
  label: string;
  /** The snippet's language, for spec §8's 'Failed to copy {LANGUAGE} code'; none for a link. */
  language?: 'CSS' | 'JAVASCRIPT';
  /** What a failed copy says when it is not code: 'Failed to copy link' by default. */
  failedMessage?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(language ? `Failed to copy ${language} code` : failedMessage);
      return;
    }
    toast.success('Copied to clipboard!');
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return (
    <Button variant="outline" onClick={() => void copy()} className={`shrink-0 ${className}`}>
      <Icon name={copied ? 'check' : 'copy'} className="mr-1.5 h-4 w-4" />
      {copied ? 'Copied' : label}
    </Button>
  );
}
