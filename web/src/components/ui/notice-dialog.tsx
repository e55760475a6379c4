import { Button } from './button';
import { Dialog, type DialogOpenProps } from './dialog';

/** A dialog that only tells: its title and description, and one button that closes it. */
export function NoticeDialog({
  open,
  onOpenChange,
  title,
  description,
  button,
  buttonAtEnd = false,
}: DialogOpenProps & {
  title: string;
  description: string;
  button: string;
  /** The button at its natural width on the right, rather than across the dialog. */
  buttonAtEnd?: boolean;
}) {
  const close = <Button onClick={() => onOpenChange(false)}>{button}</Button>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {buttonAtEnd ? <div className="flex justify-end">{close}</div> : close}
    </Dialog>
  );
}
