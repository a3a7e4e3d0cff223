/**
 * `<tc-home>`: the signed-in learner's home page (spec 2 `/home`, issue 11): a welcome with their name;
 * the installer course's progress (percent, lessons done); continue training (straight to the lesson
 * where they stopped; the player resumes the video there, or plays a video already watched to its end
 * again from the start); the course's total time; their
 * certificates; the latest notifications; upcoming webinars; and a reminder of the next step as the
 * server decides it (a lesson to finish, a test to take or retake, a lesson to repeat, the final exam,
 * a certificate about to expire). Each block loads on its own with its own loading, empty and error state.
 *
 * @tag tc-home
 * @fires tc-notifications-changed - `{ unread }` when the latest notifications arrive (the page's header shows the count).
 * @csspart base - The widget.
 * @csspart heading - The welcome.
 * @csspart block - Each block (also `progress`, `continue`, `time`, `reminder`, `certificates`, `notifications`, `webinars`).
 * @csspart loading - A block's loading state.
 * @csspart error - A block's error, with its retry button.
 * @csspart empty - A block's empty state.
 * @csspart button - Each button and button-like link (also `continue`, `retry`, `join`, `calendar`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import blocksCss from '../../src/ui/blocks.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import homeCss from './home.css?inline';
import { Home, type HomeProps } from './Home';

export const homeTag = 'tc-home';

export type TcHomeElement = HTMLElement & Omit<HomeProps, keyof WidgetProps>;

/** Registers `<tc-home>`; later calls are no-ops. */
export const defineHome = (): CustomElementConstructor => defineWidget({ tag: homeTag, component: Home, props: {}, styles: [formsCss, blocksCss, homeCss] });

defineHome();

declare global {
  interface HTMLElementTagNameMap {
    'tc-home': TcHomeElement;
  }
}
