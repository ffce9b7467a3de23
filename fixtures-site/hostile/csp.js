// Runs under the strict policy of csp.html: no eval, no inline script, Trusted Types required. The content
// is built with DOM calls that Trusted Types allows.
const status = document.getElementById('status');
status.textContent = 'Script ran SHOWN-CSP-SCRIPT-9c42';
let clicks = 0;
const counter = document.getElementById('clicks');
document.getElementById('press').addEventListener('click', () => {
  clicks += 1;
  counter.textContent = 'Clicks: ' + clicks;
});
const blocked = [];
document.addEventListener('securitypolicyviolation', (event) => {
  blocked.push(event.violatedDirective);
  document.getElementById('violations').textContent = 'Violations: ' + blocked.length;
});
try {
  // eval is refused by this page's policy; the page itself is fine without it.
  eval('1');
} catch {
  document.getElementById('eval').textContent = 'eval refused SHOWN-CSP-EVAL-REFUSED-2e80';
}
