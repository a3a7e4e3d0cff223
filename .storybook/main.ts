import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Library-build pieces that must never reach Storybook, from whichever config they might come. */
const isDtsPlugin = (plugin: PluginOption): boolean =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).includes('dts'));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // Accessibility checks in the panel (axe) and a docs page per widget; viewport and toolbar globals are built in.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: {
    name: '@storybook/react-vite',
    // Our own small config instead of the root one, which is the host app's (root: 'host').
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  // No network on the build machines, and no reason to send usage data from them anyway.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => !isDtsPlugin(plugin as PluginOption));
    const { lib: _lib, ...build } = viteConfig.build ?? {};
    return { ...viteConfig, plugins, build };
  },
};

export default config;
