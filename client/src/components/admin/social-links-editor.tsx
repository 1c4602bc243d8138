import { withFieldGroup } from '../form/form-hook';
import { useFormReadOnly } from '../form/form-context';
import { Button } from '../ui/button';
import { SocialLinkField } from './artist-form/social-link-field';

/**
 * "Sociale medier": a list of links elsewhere (an artist's, the association's), each with the icon
 * the public pages will give it, added and removed one by one.
 */
export const SocialLinksEditor = withFieldGroup({
  defaultValues: { socials: [] as string[] | null | undefined },
  render: function Render({ group }) {
    const readOnly = useFormReadOnly();
    return (
      <group.AppField name="socials" mode="array">
        {(socials) => (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-800">Sociale medier</legend>
            {(socials.state.value ?? []).map((_, index) => (
              // Links have no identity of their own but their place in the list.
              <group.AppField key={index} name={`socials[${index}]`}>
                {() => <SocialLinkField label={`Link ${index + 1}`} onRemove={() => socials.removeValue(index)} />}
              </group.AppField>
            ))}
            {!readOnly && (
              <Button variant="secondary" onClick={() => socials.pushValue('')}>
                Tilføj link
              </Button>
            )}
          </fieldset>
        )}
      </group.AppField>
    );
  },
});
