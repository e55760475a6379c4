import { useId, type ReactNode } from 'react';

/**
 * A section (or `as` article) named by its heading (aria-labelledby, with an id of its own, so
 * the two cannot drift apart). With `headerClassName`, the heading and `aside` (an intro, badges,
 * a figure) share a header div laid out by it; the section's content follows. `containerClassName` wraps
 * heading and content in one more div: a full-width band (`className`) with its content centred.
 */
export function TitledSection({
  as: Element = 'section',
  title,
  heading: Heading = 'h2',
  titleClassName,
  className,
  aside,
  headerClassName,
  containerClassName,
  children,
}: {
  as?: 'section' | 'article';
  title: ReactNode;
  heading?: 'h1' | 'h2' | 'h3';
  titleClassName: string;
  className: string;
  aside?: ReactNode;
  headerClassName?: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  const content = (
    <>
      {headerClassName === undefined ? (
        heading
      ) : (
        <div className={headerClassName}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </>
  );
  return (
    <Element aria-labelledby={titleId} className={className}>
      {containerClassName ? <div className={containerClassName}>{content}</div> : content}
    </Element>
  );
}

/**
 * A marketing page's full-width band: `className` colours it, its content is centred at `width`
 * under a centred h2.
 */
export function Band({
  title,
  className,
  width = 'max-w-6xl',
  titleClassName = 'text-center text-3xl font-bold',
  children,
}: {
  title: ReactNode;
  className: string;
  width?: 'max-w-3xl' | 'max-w-6xl';
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      titleClassName={titleClassName}
      className={className}
      containerClassName={`mx-auto ${width} px-4`}
    >
      {children}
    </TitledSection>
  );
}
