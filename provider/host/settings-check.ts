/**
 * The check of a provider's URL and key with one authenticated call, before anything uses them (issue 40), so that
 * `pulumi preview` of a new stack fails on a mistyped URL or a refused key, naming the setting and the fix.
 *
 * CheckConfig makes it when the provider has no state yet or its URL or key differ from the state's; never while a
 * setting is unknown (a preview's provider built from another resource's output), never for the settings of the
 * last deploy. Configure makes it after a DiffConfig that found the URL or key changed. Both ask `SettingsChecks`,
 * which makes the call once per URL and key in the process, so a pass of the engine (one plugin process per
 * provider) makes at most one.
 */
import {
  AuthenticationError,
  PermissionDeniedError,
  ResponseValidationError,
  type TunnelsClient,
  TunnelsApiError,
  TunnelsError,
} from "../../client";
import type { ResolvedSettings } from "../base/config";
import { explainFailure, type FailureContext, notTheService } from "../base/messages";
import { SETTINGS } from "../base/settings";
import { isUnknown } from "../base/values";
import { settingsFrom } from "./provider-config";

/** One authenticated GET, as cheap as the service has. */
export const SETTINGS_CHECK = "/tunnels?limit=1";

/** The settings the check is about: the service and the key. */
const CHECKED = ["apiUrl", "apiKey"] as const;

/** What CheckConfig answers for a setting the check refuses: the setting's name and why, with the fix. */
export interface SettingFailure {
  /** `apiUrl`, `apiKey`, or "" when the service is there but failing (no setting is wrong). */
  property: string;
  reason: string;
}

type Props = Record<string, unknown>;

/**
 * Whether CheckConfig checks: `olds` is the provider's config the state holds (empty for a provider with no state
 * yet), `news` this run's. A setting unknown yet (preview) skips it; so do the state's own URL and key. Settings
 * left to the environment (TUNNELS_API_KEY) are not in either: the state cannot say whether they changed.
 */
export function needsCheck(olds: Props, news: Props): boolean {
  if (Object.values(news).some(isUnknown)) return false;
  if (Object.keys(olds).length === 0) return true;
  return keyOrUrlChanged(olds, news).length > 0;
}

/** Which of the URL and the key differ between the state's config and this run's. */
export function keyOrUrlChanged(olds: Props, news: Props): string[] {
  const [o, n] = [settingsFrom(olds), settingsFrom(news)];
  return CHECKED.filter((name) => (o[name] ?? "") !== (n[name] ?? ""));
}

/**
 * The failure as CheckConfig answers it: on its setting, which the CLI prints with the setting's value, only when
 * the config gives that value and it shows nothing secret (a key from plain config would be printed in clear; one
 * from TUNNELS_API_KEY as `<nil>`); otherwise on no property, the reason naming the setting all the same. The
 * engine sends CheckConfig's values without their secret marks (Configure has not told it yet that the plugin
 * takes them), so a refused key is, in practice, a failure on no property.
 */
export function shownAt(
  failure: SettingFailure,
  news: Props,
  givenSecret: (property: string) => boolean,
): SettingFailure {
  const name = failure.property as keyof typeof SETTINGS;
  if (!Object.hasOwn(SETTINGS, name)) return failure;
  const given = (settingsFrom(news)[name] ?? "") !== "";
  const shown = given && (!SETTINGS[name].secret || givenSecret(name));
  return shown ? failure : { ...failure, property: "" };
}

/** The check's outcome: the call's error, if it failed, or what came back. */
type Outcome = { error: unknown } | { body: unknown };

/** The checks this process made, one call per URL and key, whoever asks (CheckConfig, Configure). */
export class SettingsChecks {
  private readonly made = new Map<string, Promise<Outcome>>();

  /**
   * What the URL and key of `settings` get from the service, or why they are refused, said as `context` says it;
   * undefined when they reach the service.
   */
  async failure(
    client: TunnelsClient,
    settings: ResolvedSettings,
    context: FailureContext,
  ): Promise<SettingFailure | undefined> {
    const key = JSON.stringify([settings.apiUrl, settings.apiKey]);
    let outcome = this.made.get(key);
    if (!outcome) {
      outcome = client.request("GET", SETTINGS_CHECK).then(
        (body) => ({ body }),
        (error) => ({ error }),
      );
      this.made.set(key, outcome);
    }
    return verdict(await outcome, settings, context);
  }
}

/** The service's own error bodies carry its code (docs/contract.md §3); a web server's or a proxy's do not. */
const fromTheService = (err: TunnelsApiError) => /^ERR_API_\d+$/.test(err.errorCode ?? "");

/** Which setting an outcome refuses, and why. */
function verdict(
  outcome: Outcome,
  settings: ResolvedSettings,
  context: FailureContext,
): SettingFailure | undefined {
  if ("body" in outcome) {
    const listed = (outcome.body as { tunnels?: unknown } | undefined)?.tunnels;
    if (Array.isArray(listed)) return undefined;
    const what = `GET ${SETTINGS_CHECK} answered a body without the list of tunnels the service answers`;
    return { property: "apiUrl", reason: notTheService(what, settings, context) };
  }
  const err = outcome.error;
  if (!(err instanceof TunnelsError))
    return { property: "", reason: err instanceof Error ? err.message : String(err) };
  const explained = explainFailure(err, settings, context);
  if (err instanceof TunnelsApiError) {
    // Busy or failing for the whole retry budget: the service is there, and no setting is wrong.
    if (err.status === 429 || err.status >= 500) return { property: "", reason: explained };
    if (!fromTheService(err))
      return { property: "apiUrl", reason: notTheService(err.message, settings, context) };
    if (err instanceof AuthenticationError || err instanceof PermissionDeniedError)
      return { property: "apiKey", reason: explained };
    // A path it does not have (a wrong prefix), a version it does not speak.
    return { property: "apiUrl", reason: notTheService(err.message, settings, context) };
  }
  if (err instanceof ResponseValidationError)
    return { property: "apiUrl", reason: notTheService(err.message, settings, context) };
  return { property: "apiUrl", reason: explained };
}
