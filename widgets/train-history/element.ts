/**
 * `<tc-train-history>`: the training sessions (spec 2 `/questionnaire/train-history`, issue 12): start
 * date and end date in US time, instructor, place, type of training and number of responses, newest
 * first, as the server lists them. Needs a signed-in user; without one it says so, with a log-in link.
 *
 * @tag tc-train-history
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart sign-in - The text asking to log in.
 * @csspart table - The table's scrolling frame.
 * @csspart row - A session's row.
 * @csspart button - Each button.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import trainHistoryCss from './train-history.css?inline';
import { TrainHistory, type TrainHistoryProps } from './TrainHistory';

export const trainHistoryTag = 'tc-train-history';

export type TcTrainHistoryElement = HTMLElement & Omit<TrainHistoryProps, keyof WidgetProps>;

/** Registers `<tc-train-history>`; later calls are no-ops. */
export const defineTrainHistory = (): CustomElementConstructor =>
  defineWidget({ tag: trainHistoryTag, component: TrainHistory, props: {}, styles: [formsCss, tableCss, trainHistoryCss] });

defineTrainHistory();

declare global {
  interface HTMLElementTagNameMap {
    'tc-train-history': TcTrainHistoryElement;
  }
}
