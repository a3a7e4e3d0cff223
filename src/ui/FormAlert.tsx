export type FormAlertProps = {
  /** The refusal to announce (the server's message or a summary of invalid fields); nothing is drawn without one. */
  message?: string | null;
};

/** A form's or an action's refusal, announced where it happened (`role="alert"`, part `alert`). */
export function FormAlert({ message }: FormAlertProps) {
  return message ? (
    <p className="tc-alert" role="alert" part="alert">
      {message}
    </p>
  ) : null;
}
