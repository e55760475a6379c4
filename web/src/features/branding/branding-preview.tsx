import { brandingPalette, fontStack, type BrandingSettings } from '@retainly/domain';

const MENU = ['Dashboard', 'Conversations', 'Contacts', 'Calendars', 'Opportunities'] as const;

/** The CRM's own corner radius, which Simple mode keeps. */
const CRM_RADIUS = 6;

/**
 * A small CRM-like screen in the agency's colours and font, redrawn as they edit: the sidebar
 * with its active item, the header and a primary button, painted from the same palette as the
 * generated CSS. It is a picture, so it is inert (nothing in it can be focused or clicked);
 * the contrast check beside it says in words what might be hard to read.
 */
export function BrandingPreview({ settings }: { settings: BrandingSettings }) {
  const palette = brandingPalette(settings);
  const radius = settings.mode === 'advanced' ? settings.borderRadius : CRM_RADIUS;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-800">Live preview</figcaption>
      <div
        inert
        data-testid="branding-preview"
        style={{ fontFamily: fontStack(settings.font) }}
        className="flex h-64 min-w-0 overflow-hidden rounded-xl border border-slate-300 bg-slate-50 text-[13px] shadow-sm select-none"
      >
        <div
          data-testid="preview-sidebar"
          style={{ backgroundColor: palette.sidebarBackground, color: palette.sidebarText }}
          className="flex w-32 shrink-0 flex-col gap-1 border-r border-black/10 p-2 sm:w-36"
        >
          <p className="truncate px-2 pt-1 pb-2 text-sm font-bold">Your Agency</p>
          {MENU.map((item, index) => {
            const active = index === 0;
            return (
              <p
                key={item}
                data-testid={active ? 'preview-active-item' : undefined}
                style={{
                  borderRadius: radius,
                  ...(active && {
                    backgroundColor: palette.activeItemBackground,
                    color: palette.activeItemText,
                  }),
                }}
                className="flex items-center gap-2 truncate px-2 py-1.5 font-medium"
              >
                <span
                  aria-hidden="true"
                  className="h-2.5 w-2.5 shrink-0 rounded-sm bg-current opacity-70"
                />
                {item}
              </p>
            );
          })}
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div
            data-testid="preview-header"
            style={{
              backgroundColor: palette.headerBackground,
              color: palette.headerText,
              borderBottom: `3px solid ${palette.brand}`,
            }}
            className="flex items-center justify-between gap-2 px-3 py-2.5"
          >
            <p className="truncate text-base font-bold">Dashboard</p>
            <p
              data-testid="preview-button"
              style={{
                backgroundColor: palette.brand,
                color: palette.buttonText,
                borderRadius: radius,
              }}
              className="shrink-0 px-3 py-1.5 font-semibold"
            >
              + Add
            </p>
          </div>
          <div className="flex flex-col gap-2 p-3" aria-hidden="true">
            <span className="h-14 rounded-lg border border-slate-200 bg-white" />
            <span className="h-14 rounded-lg border border-slate-200 bg-white" />
          </div>
        </div>
      </div>
    </figure>
  );
}
