import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'storybook/preview-api';
import { session } from '../src/session/session';
import { signInAs } from '../src/testing/signedIn';

/** A decorator (named as a component, for the hooks rule): the page signed in as a learner for one story, signed out again when the story is left (no session leaks into the next story). */
export const AsLearner: Decorator = (Story) => {
  signInAs('learner');
  useEffect(() => () => session.clear(), []);
  return Story();
};
