// Type-checked by `tsc --noEmit` under moduleResolution "bundler" and "node16" (tsconfig.*.json):
// the packages' declarations resolve and their types are the ones an app uses.
import { createElement } from 'react';
import { createActor, fromPromise } from 'xstate';
import { Button, ThemeProvider, themeNames, type ButtonProps, type ThemeName } from '@joinery/ui';
import { Button as ButtonAlone } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import { addressValidationMachine, type AddressValidationOutput } from '@joinery/flows/storefront/addressValidation';
import { useMachine } from '@joinery/flows/react';

const theme: ThemeName = themeNames[0] ?? 'dealer';
const props: ButtonProps = { variant: 'solid', tone: 'accent', children: 'Save' };
export const tree = createElement(ThemeProvider, { theme, children: [createElement(Button, props), createElement(ButtonAlone, props)] });

interface Row {
  id: string;
}
export const columns: DataTableColumn<Row>[] = [{ id: 'id', header: 'Id', value: (row) => row.id }];
export const table = createElement(DataTable<Row>, { label: 'Rows', rows: [], columns, getRowId: (row) => row.id });

const actor = createActor(
  addressValidationMachine.provide({
    actors: { validateAddress: fromPromise(async (): Promise<{ IsResolved: boolean }> => ({ IsResolved: false })) },
  }),
  {
    input: {
      address: {
        Id: '-1', FirstName: '', LastName: '', CompanyName: '', Name: '', AddressLine1: '', AddressLine2: '',
        AddressLine3: '', AddressType: 1, City: '', State: '', CountryCode: 'CA', CountryName: '', PostalCode: '',
        Phone: '', IsResidential: false, IsErpAddress: false,
      },
      countries: [],
    },
  },
);
export const output: AddressValidationOutput | undefined = actor.getSnapshot().output;
export function useValidation() {
  return useMachine(addressValidationMachine, { input: { address: {} as never, countries: [] } });
}

// @ts-expect-error: a theme the package does not have is a type error.
export const wrong: ThemeName = 'unknown';
