/**
 * A stand-in for Google's gtag.js in browser tests: it reads the commands react-ga4 queues on `dataLayer` (as the
 * real script does) and sends each event as a GA4-style hit to `www.google-analytics.com/g/collect`, which the
 * tests intercept and read. Parameters: `en` (event name), `dt` (title), `dl` (location), `ep.*` (event
 * parameters), `up.*` (user properties).
 */
export const FAKE_GTAG_SCRIPT = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var userProperties = {};
  var measurementId = '';
  function hit(name, params) {
    var query = new URLSearchParams({ v: '2', tid: measurementId, en: name });
    Object.keys(params || {}).forEach(function (key) {
      var value = params[key];
      if (value === undefined) return;
      if (key === 'page_title') query.set('dt', value);
      else if (key === 'page_location') query.set('dl', value);
      else query.set('ep.' + key, String(value));
    });
    if (!query.has('dt')) query.set('dt', document.title);
    if (!query.has('dl')) query.set('dl', location.href);
    Object.keys(userProperties).forEach(function (key) { query.set('up.' + key, String(userProperties[key])); });
    fetch('https://www.google-analytics.com/g/collect?' + query.toString(), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function run(command) {
    var args = Array.prototype.slice.call(command);
    if (args[0] === 'config') measurementId = args[1];
    else if (args[0] === 'set' && args[1] === 'user_properties') Object.assign(userProperties, args[2]);
    else if (args[0] === 'event') hit(args[1], args[2]);
  }
  layer.forEach(run);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) run(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

export interface AnalyticsHit {
  /** Event name: `page_view`, or the event's action. */
  name: string;
  title: string;
  location: string;
  /** Event parameters (`event_category`, `event_label`, ...). */
  params: Record<string, string>;
  /** User properties sent with the hit. */
  user: Record<string, string>;
}

/** The hit a collect request carries. */
export function parseHit(url: string): AnalyticsHit {
  const query = new URL(url).searchParams;
  const params: Record<string, string> = {};
  const user: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key.startsWith('ep.')) params[key.slice(3)] = value;
    if (key.startsWith('up.')) user[key.slice(3)] = value;
  }
  return { name: query.get('en') ?? '', title: query.get('dt') ?? '', location: query.get('dl') ?? '', params, user };
}
