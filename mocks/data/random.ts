import { Faker, en } from '@faker-js/faker';

/**
 * One seeded generator per collection, so fixtures are the same on every machine and adding
 * a collection does not shift the data of another.
 */
export function seeded(seed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
}

/** A guid, as the storefront's server ids are; deterministic from the generator. */
export function guid(faker: Faker): string {
  return faker.string.uuid();
}
