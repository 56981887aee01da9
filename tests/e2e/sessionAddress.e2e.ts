import { test } from './fixtures';
import { checkSecretsHandedOn, checkSecretsLeaveAddress } from './sessionAddress';

test.override({ reuse: true });

test("the session's secrets leave the address; a reload, an in-app navigation and Back keep the session", async ({
  app,
}) => {
  await checkSecretsLeaveAddress(app);
});

test('a prerendered page left before its app started hands the session on, and the next address shows none of its secrets', async ({
  app,
}) => {
  await checkSecretsHandedOn(app);
});
