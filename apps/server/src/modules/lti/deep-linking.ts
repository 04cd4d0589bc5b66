import {
  type LtiDeepLink,
  type LtiDeepLinkAnswerRequest,
  ltiDeepLinkPath,
  ltiDeepLinkTtlSeconds,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { classRecords } from '../classes';
import type { KeySet } from '../core/signing-keys';
import { badRequest } from './deep-linking-errors';
import { contentItemsOf, pickableModule, signDeepLinkingResponse } from './deep-linking-items';
import { type LtiDeepLinkRow, deepLinkingRepository as links } from './deep-linking-repository';
import type { DeepLinkingSettings } from './deep-linking-settings';
import { refusals } from './refusal';
import { type LtiPlatformRow, ltiRepository } from './repository';

const missing = () =>
  notFound(
    /*i18n*/ {
      id: 'lti.this-request-to-add-sparked-content',
      message: 'This request to add Sparked content is not yours or no longer exists.',
    },
  );
const expired = () =>
  conflict(
    /*i18n*/ {
      id: 'lti.this-request-to-add-sparked-content-2',
      message: 'This request to add Sparked content has expired. Start again from your course.',
    },
  );

/**
 * Deep Linking 2.0 (decision 0032): a teacher's request from the LMS waits, recorded, while they
 * choose modules or activities in the web app; the answer is a signed `LtiDeepLinkingResponse`,
 * built once and kept, which the browser posts to the LMS through `/lti/deep-link-return`.
 */
export function createDeepLinking(deps: {
  db: Database;
  rsa: () => KeySet;
  origin: string;
  now: () => Date;
}) {
  const { db, rsa, origin, now } = deps;

  /** The caller's own request, unexpired, with its platform. */
  async function ownRequest(tx: Database, userId: string, row: LtiDeepLinkRow | undefined) {
    if (!row || row.userId !== userId) throw missing();
    if (row.expiresAt <= now()) throw expired();
    const platform = await ltiRepository.platform(tx, row.platformId);
    if (!platform) throw missing();
    return { row, platform };
  }

  const offered = async (tx: Database, userId: string) =>
    (await links.publishedAuthoredBy(tx, userId)).map(pickableModule);

  /** The chosen modules join the course's class (after those it has), so its learners may play. */
  async function assignToClass(tx: Database, classId: string, moduleIds: readonly string[]) {
    const assigned = await classRecords.modules(tx, classId);
    const have = new Set(assigned.map((entry) => entry.moduleId));
    const added = [...new Set(moduleIds)].filter((id) => !have.has(id));
    if (added.length === 0) return;
    await classRecords.setModules(tx, classId, [
      ...assigned.map(({ moduleId, dueAt }) => ({ moduleId, dueAt })),
      ...added.map((moduleId) => ({ moduleId, dueAt: null })),
    ]);
  }

  return {
    /** Records a checked request of a signed-in teacher: the web app's page that answers it. */
    async open(
      settings: DeepLinkingSettings,
      launch: { deploymentId: string; context: { title: string | null } | null },
      platform: LtiPlatformRow,
      admitted: { userId: string; classId: string | null },
    ): Promise<string> {
      if (!admitted.classId) throw refusals.malformed('a deep linking request without a class');
      const row = await links.insert(db, {
        platformId: platform.id,
        deploymentId: launch.deploymentId,
        userId: admitted.userId,
        classId: admitted.classId,
        courseTitle: launch.context?.title ?? null,
        returnUrl: settings.returnUrl,
        data: settings.data,
        acceptMultiple: settings.acceptMultiple,
        expiresAt: new Date(now().getTime() + ltiDeepLinkTtlSeconds * 1000),
      });
      return `${ltiDeepLinkPath}/${row.id}`;
    },

    /**
     * A Thin Common Cartridge's link opened in a course: the player's address in the course's
     * class. When the person launching authors the published module, it joins the class on the
     * way, as a deep-linked one does; anyone else reaches it once a teacher has added it.
     */
    async openCartridgeLink(
      link: { moduleId: string; activityId: string | null },
      admitted: { userId: string; classId: string | null },
    ): Promise<string | null> {
      const { classId } = admitted;
      if (!classId) return null;
      const authored = await links.publishedAuthoredBy(db, admitted.userId);
      if (authored.some((module) => module.id === link.moduleId))
        await assignToClass(db, classId, [link.moduleId]);
      const module = `/player/classes/${classId}/modules/${link.moduleId}`;
      return link.activityId ? `${module}/activities/${link.activityId}` : module;
    },

    /** The request as its picker shows it, with the modules and activities to choose from. */
    async find(userId: string, id: string): Promise<LtiDeepLink> {
      const { row, platform } = await ownRequest(db, userId, await links.find(db, id));
      return {
        id: row.id,
        platformName: platform.name,
        courseTitle: row.courseTitle,
        acceptMultiple: row.acceptMultiple,
        expiresAt: row.expiresAt.toISOString(),
        answered: row.answer !== null,
        modules: await offered(db, userId),
      };
    },

    /**
     * The signed answer for the chosen items, in the caller's transaction; a request already
     * answered (a double submit, a second tab) answers the same token, whatever is sent again.
     */
    async answer(tx: Database, userId: string, id: string, choice: LtiDeepLinkAnswerRequest) {
      const { row, platform } = await ownRequest(tx, userId, await links.lock(tx, id));
      if (row.answer !== null) return { returnUrl: row.returnUrl, jwt: row.answer };
      if (!row.acceptMultiple && choice.items.length > 1)
        throw badRequest(
          /*i18n*/ {
            id: 'lti.one-item-at-a-time',
            message: 'Your course takes one item at a time here. Choose one.',
          },
        );
      if (!row.classId) throw missing();
      const items = contentItemsOf(choice.items, await offered(tx, userId), {
        classId: row.classId,
        origin,
      });
      const jwt = await signDeepLinkingResponse(row, platform, items, { rsa: rsa(), now });
      await assignToClass(
        tx,
        row.classId,
        choice.items.map((item) => item.moduleId),
      );
      if (!(await links.keepAnswer(tx, row.id, jwt, now()))) throw expired();
      return { returnUrl: row.returnUrl, jwt };
    },

    /**
     * Where the browser posts the answer: only the answer Sparked kept for this request, so the
     * relay posts nothing else to an LMS.
     */
    async relay(id: string, jwt: string) {
      const row = await links.find(db, id);
      if (!row || row.answer === null || row.answer !== jwt)
        throw refusals.startAgain('deep linking return without the answer Sparked signed');
      const platform = await ltiRepository.platform(db, row.platformId);
      if (!platform) throw refusals.notRegistered('the platform of this deep link was removed');
      return { returnUrl: row.returnUrl, frameAncestor: new URL(platform.authLoginUrl).origin };
    },
  };
}

export type DeepLinking = ReturnType<typeof createDeepLinking>;
