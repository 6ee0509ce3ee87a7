import { useState } from 'react';
import { Heading } from '@joinery/ui/Heading';
import { RichTextView } from '@joinery/ui/RichTextView';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { shellMessages as m } from '@joinery/flows/staff/shell';

/**
 * Where the host page puts the start page's HTML (back-office-admin.md §2 "/ (start page showing
 * server-supplied HTML)"): a `<template id="joinery-start-page">` in the page the server sends.
 */
export const START_PAGE_HTML_ID = 'joinery-start-page';

/** The server's start-page HTML, or '' when the page carries none. */
function serverStartHtml(): string {
  const supplied = typeof document === 'undefined' ? null : document.getElementById(START_PAGE_HTML_ID);
  const html = supplied instanceof HTMLTemplateElement ? supplied.innerHTML : (supplied?.innerHTML ?? '');
  return html.trim();
}

/**
 * The start page at the base path (unprotected): where logout lands. It shows the server's HTML,
 * sanitised (RichTextView), under the heading; the fixed line when the server sends none.
 */
export function StartPage() {
  const [html] = useState(serverStartHtml);
  return (
    <Stack space="md">
      <Heading level={1}>{m.startHeading}</Heading>
      {html ? <RichTextView html={html} /> : <Text>{m.startIntro}</Text>}
    </Stack>
  );
}
