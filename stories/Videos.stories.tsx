import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import type { VideoListResult } from '../src/contract/document';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/documents/README.md).
import { documentFixture } from '../src/testing/fixtures/documents';
import '../widgets/videos/element';
import { withStoryVideo } from './mediaStand-ins';
import { withMockApi } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const serverText = () => errorMessages[i18n.language === 'es' ? 'es' : 'en'];
const playable = (result: VideoListResult): VideoListResult => ({ ...result, list: result.list.map(withStoryVideo) });

const meta: Meta = {
  title: 'Widgets/tc-videos',
  decorators: [withMockApi({ '/video/list': () => answer(playable(documentFixture(i18n.language === 'es' ? 'videos.mx.es' : 'videos.us'))) })],
  render: () => <tc-videos />,
};
export default meta;

type Story = StoryObj;

/** Every video of the country: poster, title, length; nothing of a video loads before play. */
export const Filled: Story = {};

/** While the server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/video/list': () => new Promise(() => undefined) })] };

/** A country without videos. */
export const Empty: Story = { decorators: [withMockApi({ '/video/list': () => answer(documentFixture('videos.none')) })] };

/** The list could not load: the server's reason and Try again. */
export const LoadError: Story = { decorators: [withMockApi({ '/video/list': () => ({ code: ResultCode.internal, message: serverText().internal }) })] };

/** Signed out elsewhere (code 40001). */
export const LoggedOut: Story = { decorators: [withMockApi({ '/video/list': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }) })] };

/** In Spanish, with an English video marked. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
