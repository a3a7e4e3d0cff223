/**
 * `<tc-instructor-detail>`: the instructors (spec 2 `/questionnaire/instructor-detail`, issue 12): name,
 * email, type (internal or external) and the QR code of each one's current session (running now, else
 * the next, else the latest, as the server decides), downloadable as PNG and SVG for printing. Needs a
 * signed-in user; without one it says so, with a log-in link.
 *
 * @tag tc-instructor-detail
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart sign-in - The text asking to log in.
 * @csspart list - The instructors.
 * @csspart instructor - One instructor's card.
 * @csspart qr - The QR code and its download buttons.
 * @csspart link - The questionnaire link the QR code holds (to share without scanning).
 * @csspart button - Each button (also `download-png`, `download-svg`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import instructorDetailCss from './instructor-detail.css?inline';
import { InstructorDetail, type InstructorDetailProps } from './InstructorDetail';

export const instructorDetailTag = 'tc-instructor-detail';

export type TcInstructorDetailElement = HTMLElement & Omit<InstructorDetailProps, keyof WidgetProps>;

/** Registers `<tc-instructor-detail>`; later calls are no-ops. */
export const defineInstructorDetail = (): CustomElementConstructor =>
  defineWidget({ tag: instructorDetailTag, component: InstructorDetail, props: {}, styles: [formsCss, instructorDetailCss] });

defineInstructorDetail();

declare global {
  interface HTMLElementTagNameMap {
    'tc-instructor-detail': TcInstructorDetailElement;
  }
}
