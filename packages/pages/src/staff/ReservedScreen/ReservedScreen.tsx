import { Heading } from '@joinery/ui/Heading';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { shellMessages as m } from '@joinery/flows/staff/shell';
import { BACK_OFFICE_MENU, type MenuItem } from '@joinery/flows/staff/menu';
import { normalizePath, withoutTrailingId } from '@joinery/flows/staff/routeAccess';
import { pathOf, useBackOfficeNavigation } from '../navigation';

function titleOf(items: readonly MenuItem[], path: string): string | undefined {
  for (const item of items) {
    if (item.link && normalizePath(item.link) === path) return item.title;
    const inner = titleOf(item.children ?? [], path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * A route reserved for a screen that is not built yet (the routes of back-office-admin.md and
 * the rest of part A): it is guarded like the others and names the screen it will hold.
 */
export function ReservedScreen() {
  const { location } = useBackOfficeNavigation();
  const title = titleOf(BACK_OFFICE_MENU, withoutTrailingId(pathOf(location))) ?? m.notFoundHeading;
  return (
    <Stack space="md">
      <Heading level={1}>{title}</Heading>
      <Text>{m.reservedIntro}</Text>
    </Stack>
  );
}
