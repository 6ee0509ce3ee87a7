import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { DescriptionList, type DescriptionListItem } from '@joinery/ui/DescriptionList';
import { Heading } from '@joinery/ui/Heading';
import { Stack } from '@joinery/ui/Stack';
import { Tiles } from '@joinery/ui/Tiles';
import { myAccountMessages as m } from '@joinery/flows/staff/shell';
import { shortUserId, type UserInfo } from '@joinery/flows/staff/staffSession';
import { useBackOfficeNavigation } from '../navigation';
import { useStaffSession } from '../session';

type Section = { id: string; heading: string; items: DescriptionListItem[] };

/** The four sections of back-office-admin.md §2 My Account, from the profile the shell holds. */
export function accountSections(user: UserInfo | undefined): Section[] {
  const l = m.labels;
  const address = user?.addressInformation;
  return [
    {
      id: 'user',
      heading: m.userInfo,
      items: [
        { term: l.userName, description: user?.userName },
        { term: l.shortId, description: shortUserId(user) },
        { term: l.principalName, description: user?.userPrincipalName },
        { term: l.firstName, description: user?.firstName },
        { term: l.middleName, description: user?.middleName },
        { term: l.lastName, description: user?.lastName },
      ],
    },
    {
      id: 'contact',
      heading: m.contactInfo,
      items: [
        { term: l.officePhone, description: user?.officePhone },
        { term: l.officeExt, description: user?.officeExt },
        { term: l.mobilePhone, description: user?.mobilePhone },
        { term: l.otherMobile, description: user?.otherMobile },
        { term: l.housePhone, description: user?.housePhone },
        { term: l.fax, description: user?.officeFax },
        { term: l.email, description: user?.email },
      ],
    },
    {
      id: 'address',
      heading: m.addressInfo,
      items: [
        { term: l.addressLine1, description: address?.addressLine1 },
        { term: l.addressLine2, description: address?.addressLine2 },
        { term: l.city, description: address?.city },
        { term: l.state, description: address?.stateCode },
        { term: l.zip, description: address?.postalCode },
        { term: l.country, description: address?.country },
      ],
    },
    {
      id: 'organization',
      heading: m.organizationalInfo,
      items: [
        { term: l.department, description: user?.department },
        { term: l.jobTitle, description: user?.title },
        { term: l.location, description: user?.location },
        { term: l.manager, description: user?.manager },
        { term: l.communityProfileUrl, description: user?.houzzUrl },
        { term: l.credentials, description: user?.credentials },
        { term: l.employeeGuid, description: user?.employeeGUID },
      ],
    },
  ];
}

/** My Account (/MyAccount): the signed-in user's read-only profile; Cancel goes back in history. */
export function MyAccount() {
  const { user } = useStaffSession();
  const navigation = useBackOfficeNavigation();
  return (
    <Stack as="section" space="lg" aria-labelledby="my-account-heading">
      <Heading level={1} id="my-account-heading">
        {m.heading}
      </Heading>
      <Tiles columns={{ mobile: 1, desktop: 2 }} space="lg">
        {accountSections(user).map((section) => (
          <Card key={section.id} heading={section.heading} headingLevel={2}>
            <DescriptionList items={section.items} aria-label={section.heading} emptyText={m.notSet} />
          </Card>
        ))}
      </Tiles>
      <div>
        <Button variant="outline" tone="neutral" onClick={() => navigation.back()}>
          {m.cancel}
        </Button>
      </div>
    </Stack>
  );
}
