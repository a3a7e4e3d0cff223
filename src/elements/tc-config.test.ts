import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getConfig } from '../api/config';
import { apiBasePath } from '../contract/paths';
import { i18n } from '../i18n/i18n';
import { applyPageConfig } from './applyPageConfig';
import { configTag, defineConfig } from './tc-config';
import { TrainingCenter } from './trainingCenter';

describe('<tc-config>', () => {
  it('configures API base, login path and language when connected, and hides itself', async () => {
    defineConfig(applyPageConfig);
    document.body.insertAdjacentHTML('beforeend', '<tc-config api-base="https://training.example.com/training-api" lang="es" login-path="/signin"></tc-config>');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(getConfig()).toMatchObject({ apiBase: 'https://training.example.com/training-api', loginPath: '/signin' });
    expect((document.querySelector(configTag) as HTMLElement).hidden).toBe(true);
  });

  it('applies attribute changes, and only the attributes present', async () => {
    defineConfig(applyPageConfig);
    const element = document.createElement(configTag);
    element.setAttribute('lang', 'en');
    document.body.append(element);
    expect(getConfig().apiBase).toBe(apiBasePath);
    element.setAttribute('api-base', '/tc-api');
    element.setAttribute('lang', 'es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(getConfig().apiBase).toBe('/tc-api');
    expect(getConfig().loginPath).toBe('/login');
  });

  it('does nothing before it is connected', () => {
    defineConfig(applyPageConfig);
    document.createElement(configTag).setAttribute('api-base', '/never');
    expect(getConfig().apiBase).toBe(apiBasePath);
  });
});

describe('TrainingCenter', () => {
  it('is on window, registers the core elements and configures the page', async () => {
    expect(window.TrainingCenter).toBe(TrainingCenter);
    expect(['tc-config', 'tc-icon', 'tc-toaster'].map((tag) => customElements.get(tag) !== undefined)).toEqual([true, true, true]);
    const navigate = (path: string) => path;
    await TrainingCenter.configure({ apiBase: '/partner-api', lang: 'es', loginPath: '/entrar', navigate });
    expect(getConfig()).toMatchObject({ apiBase: '/partner-api', loginPath: '/entrar', navigate });
    expect(i18n.language).toBe('es');
  });
});
