/**
 * Posts fields to `action` in a new tab, the way the backend's downloads want them (a form POST carrying the
 * token, not an XHR), so the browser handles the file. The form lives on <body> only while it submits.
 */
export function postInNewTab(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

/** An external portal's form as the gateway gives it (payment, ordering): posted in a new tab with its fields. */
export function postPortalForm(portal: { url: string; fields: ReadonlyArray<{ name: string; value: string }> }) {
  postInNewTab(portal.url, Object.fromEntries(portal.fields.map((f) => [f.name, f.value])));
}
