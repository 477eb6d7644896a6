import { setupAnalytics } from './analytics';

const analyticsScripts = () => document.querySelectorAll('script[data-analytics]');

afterEach(() => analyticsScripts().forEach((script) => script.remove()));

it('does nothing without a measurement id, even after interaction', () => {
  setupAnalytics('');
  document.dispatchEvent(new MouseEvent('mousemove'));
  expect(analyticsScripts()).toHaveLength(0);
});

it('loads nothing before the first interaction, then loads once', () => {
  setupAnalytics('G-TEST123');
  expect(analyticsScripts()).toHaveLength(0);
  document.dispatchEvent(new Event('touchstart'));
  document.dispatchEvent(new MouseEvent('mousemove'));
  const scripts = analyticsScripts();
  expect(scripts).toHaveLength(1);
  expect((scripts[0] as HTMLScriptElement).src).toContain('id=G-TEST123');
});
