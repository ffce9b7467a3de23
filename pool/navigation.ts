// The door of `navigate`: what can be said of a URL before a browser is asked to load it. The worker checks
// again after DNS, and its egress proxy checks every request the page makes.
import { describeUrl } from '../schemas/error-codes.js';
import { NAVIGABLE_SCHEMES, checkUrl, type NavigationPolicy } from '../schemas/navigation-policy.js';
import { LookoutError, NavigationBlockedError, OptionError, type Setting } from './errors.js';

/** The refusal of `url` under `policy`, or null when it may be loaded. Messages never quote a query. */
export function refuseNavigation(url: unknown, policy: NavigationPolicy): LookoutError | null {
  if (typeof url !== 'string' || url === '') return new OptionError('url', 'url must be a non-empty string', 'invalid-argument');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    const { message, setting } = invalidUrlMessage(url);
    return new LookoutError('invalid-url', message, setting ? { setting } : undefined);
  }
  if (!NAVIGABLE_SCHEMES.includes(parsed.protocol)) {
    return new LookoutError('invalid-url', `${parsed.protocol} URLs are not loaded; use http, https, data or about:blank, or file`, {
      setting: 'allow-file-urls',
    });
  }
  if (parsed.protocol === 'about:' && parsed.pathname !== 'blank') {
    // about:version, about:gpu, about:settings and the like are the browser's own pages (chrome:), not the web's.
    return new LookoutError('invalid-url', `about:${parsed.pathname} is a page of the browser's own; of about: pages only about:blank is loaded`);
  }
  const rule = checkUrl(policy, parsed);
  // The error adds what would let it through, as each surface names it.
  return rule ? new NavigationBlockedError(rule, `the navigation policy refused ${describeUrl(url)} (${rule})`) : null;
}

/** Says why a string is not a URL without quoting more of it than its start, with a hint at the likely intent. */
function invalidUrlMessage(url: string): { message: string; setting?: Setting } {
  const trimmed = url.trim();
  const shown = describeUrl(url);
  if (/^(\.{0,2}\/|~\/)/.test(trimmed) || /\.html?$/i.test(trimmed.split(/[?#]/)[0] ?? '')) {
    return { message: `${shown} is not a URL; for a local file write file:///absolute/path.html`, setting: 'allow-file-urls' };
  }
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i.test(trimmed)) {
    return { message: `${shown} is not an absolute URL; did you mean https://${shown.replace(/^"|"$/g, '')}?` };
  }
  return { message: `not a valid absolute URL: ${shown}` };
}
