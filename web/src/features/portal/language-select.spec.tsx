import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enPortal from '@/locales/en/portal.json';
import { LanguageSelect } from './portal-header';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['portal'],
  defaultNS: 'portal',
  resources: { en: { portal: enPortal } },
});

describe("the portal's language switch (issue #32 item 12)", () => {
  it('draws the globe as an inline SVG, not an emoji, and keeps its accessible name', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <LanguageSelect language="en" onChoose={() => undefined} />
      </I18nextProvider>,
    );
    // Without an emoji font an emoji is an empty box: no pictograph may be drawn as text.
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const globe = container.querySelector('svg');
    expect(globe?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
