import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonStyle } from './button-styles';

type Props = ComponentProps<typeof Link> & ButtonStyle;

/** An in-app link that looks like a button (calls to action: large unless told otherwise). */
export function ButtonLink({ variant, size = 'lg', className = '', ...props }: Props) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
