import { Heading } from '@joinery/ui/Heading';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { shellMessages as m } from '@joinery/flows/staff/shell';

/** The start page at the base path (unprotected): where logout lands. */
export function StartPage() {
  return (
    <Stack space="md">
      <Heading level={1}>{m.startHeading}</Heading>
      <Text>{m.startIntro}</Text>
    </Stack>
  );
}
