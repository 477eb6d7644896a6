import { COLOR_MODE_ATTRIBUTE } from '@/domain/serverRendering';
import { STORAGE_KEYS } from '@/i18n/storage';

/**
 * Runs in the page's head, before the first paint (server-rendered pages paint before the app's
 * scripts run): applies the stored or the system's colour mode as applyColorMode does, so a dark
 * mode visitor never sees a light page first. On a server-rendered page the server has written the
 * choice (from its cookie) on <html>, so the first paint does not wait for local storage, whose
 * first read waits on the browser process. The Content-Security-Policy allows it by the hash of
 * its built text (server/src/renderedPages.ts).
 */
export const COLOR_MODE_SCRIPT =
  `try{var h=document.documentElement,m=h.getAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)})` +
  `||localStorage.getItem(${JSON.stringify(STORAGE_KEYS.colorMode)});` +
  `if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `h.classList.add(m);h.style.colorScheme=m}catch(e){}`;
