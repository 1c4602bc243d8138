import { useState } from 'react';
import { z } from 'zod';
import { type FederationServer, serverHostSchema } from '../../../../../shared/schemas/federation';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { allServersInput } from '../../../lib/admin-queries';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { useFederationServerActions } from '../use-federation-server-actions';
import { countText } from '../../../../../shared/count-text';

const followersText = (count: number) => countText(count, 'følger', 'følgere');

const WHAT_BLOCKING_DOES = 'Dens følgere fjernes, dens aktiviteter afvises, og intet sendes til den. Et domæne blokerer også sine underdomæner.';

/** One server: its followers, and "Bloker server" after a confirmation, or the block and its lifting. */
function ServerRow({ server }: { server: FederationServer }) {
  const { block, unblock, pending } = useFederationServerActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 bg-white p-3">
      <div>
        <p className="font-medium break-all text-stone-900">{server.host}</p>
        <p className="text-sm text-stone-600">
          {server.blocked ? `Blokeret${server.blockedAt ? ` ${formatDate(server.blockedAt)}` : ''}` : followersText(server.followers)}
        </p>
      </div>
      {server.blocked ? (
        <Button variant="secondary" onClick={() => void unblock(server.host)} disabled={pending}>
          Fjern blokering<span className="sr-only"> af {server.host}</span>
        </Button>
      ) : (
        <>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Bloker server<span className="sr-only"> {server.host}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Bloker ${server.host}?`}
            confirmLabel="Bloker server"
            pending={pending}
            onConfirm={() => void block(server.host).finally(() => setConfirming(false))}
            onCancel={() => setConfirming(false)}
          >
            {WHAT_BLOCKING_DOES}
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}

const blockSchema = z.object({ host: serverHostSchema });

/** A server that follows nobody here yet (one that sends unwanted follows, say), blocked by its name. */
function BlockServerForm() {
  const { block, pending } = useFederationServerActions();
  const form = useSchemaForm({
    schema: blockSchema,
    defaultValues: { host: '' },
    onSubmit: async ({ host }) => {
      const refusal = await block(host);
      if (!refusal) form.reset({ host: '' });
      return refusal;
    },
  });
  return (
    <form.AppForm>
      <form.Form className="max-w-md">
        <form.AppField name="host">
          {(field) => (
            <field.TextField label="Server" hint={`Domænet, fx mastodon.example. ${WHAT_BLOCKING_DOES}`} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          )}
        </form.AppField>
        <form.SubmitButton pending={pending}>Bloker server</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

/** "Følgere pr. server" (docs/federation.md): where the programme's followers in the fediverse are, and the servers blocked. */
export function FederationServers() {
  const [{ records: servers }] = trpc.federation.servers.useSuspenseQuery(allServersInput);
  return (
    <div className="max-w-2xl space-y-6">
      {servers.length === 0 ? (
        <p className="text-sm text-stone-600">Ingen følger programmet fra fediverset endnu.</p>
      ) : (
        <ul aria-label="Følgere pr. server" className="space-y-2">
          {servers.map((server) => (
            <ServerRow key={server.host} server={server} />
          ))}
        </ul>
      )}
      <BlockServerForm />
    </div>
  );
}
