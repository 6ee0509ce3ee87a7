import { Heading } from '@joinery/ui/Heading';
import { Link } from '@joinery/ui/Link';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { backOfficeRoutes, shellMessages as m } from '@joinery/flows/staff/shell';
import { BackOfficeLink } from '../navigation';

/**
 * What the shell shows, under its header and menu, at a path no back-office screen has: a
 * heading, a line and the way to the start page (the route guard's `notFound`; nobody is
 * redirected to /Login for a mistyped address).
 */
export function NotFound() {
  return (
    <Stack space="md">
      <Heading level={1}>{m.notFoundHeading}</Heading>
      <Text>{m.notFoundText}</Text>
      <Text>
        <Link asChild>
          <BackOfficeLink to={backOfficeRoutes.start}>{m.notFoundHome}</BackOfficeLink>
        </Link>
      </Text>
    </Stack>
  );
}
