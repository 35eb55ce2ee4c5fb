/** The page a loopback redirect (http://127.0.0.1:8788/callback) lands on: nothing to do but close it. */
export function callbackPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Quickpost sign-in</title>
</head>
<body style="font: 16px system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
<main>
<h1>Quickpost sign-in</h1>
<p>You can close this window and go back to Quickpost.</p>
</main>
</body>
</html>
`;
}
