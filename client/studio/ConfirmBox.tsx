import type { ReactNode } from "react";
import { focusSoon } from "./focus";

/**
 * A question asked in the page before something is lost: the risky choice (its id is
 * `${id}-yes`, so the caller can focus it when the box appears) and a way back that returns
 * focus to the control that asked.
 */
export function ConfirmBox(props: {
  id: string;
  question: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusTo: string;
}) {
  const { id } = props;
  return (
    <div className="studio-confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{props.question}</p>
      <button type="button" id={`${id}-yes`} className="studio-button studio-button--danger" onClick={props.onConfirm}>
        {props.confirm}
      </button>
      <button
        type="button"
        className="studio-button"
        onClick={() => {
          props.onCancel();
          focusSoon(props.returnFocusTo);
        }}
      >
        {props.cancel}
      </button>
    </div>
  );
}
