import { Button, type ButtonProps } from '@joinery/ui/Button';

export interface GatedButtonProps extends Omit<ButtonProps, 'disabled' | 'aria-describedby'> {
  /** Why the button is disabled; empty when it is enabled. */
  reasons: readonly string[];
  /** The id of the DisabledReasons list that says them. */
  reasonsId: string;
}

/** A button disabled while there are reasons, pointing at the list that says them (see DisabledReasons). */
export function GatedButton({ reasons, reasonsId, ...props }: GatedButtonProps) {
  const blocked = reasons.length > 0;
  return (
    <Button {...props} disabled={blocked} aria-describedby={blocked ? reasonsId : undefined} />
  );
}
