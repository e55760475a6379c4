import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass, type ButtonStyle } from './button-styles';

type Props = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & { ref?: Ref<HTMLButtonElement> };

/** A button (type="button" unless told otherwise), in one of the shared looks. */
export function Button({ variant, size, className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
