import type {
  ClassLanding,
  Classmates,
  LearnerActivity,
  LearnerOutline,
  MyClass,
  Streak,
} from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/** Where the player is: a module of a class, and one of its activities. */
export type ModulePlace = { classId: string; moduleId: string };
export type ActivityPlace = ModulePlace & { activityId: string };

/** Everything a student's progress shows in sits under `learning`, so a completion refreshes it. */
export const learningKeys = {
  all: ['learning'] as const,
  myClasses: () => [...learningKeys.all, 'my-classes'] as const,
  module: ({ classId, moduleId }: ModulePlace) =>
    [...learningKeys.all, 'class', classId, 'module', moduleId] as const,
  activity: (place: ActivityPlace) =>
    [...learningKeys.module(place), 'activity', place.activityId] as const,
  landing: (classId: string) => ['class-landing', classId] as const,
  classmates: (classId: string) => [...learningKeys.all, 'classmates', classId] as const,
  streak: () => [...learningKeys.all, 'streak'] as const,
};

/** The student's learning streak; a completion re-reads it with the rest of their progress. */
export const streakQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: learningKeys.streak(),
    queryFn: async (): Promise<Streak> => (await callEndpoint(client, 'myStreak')).data,
  });

/** Who else is in a class, as classmates see each other (nicknames unless first names are on). */
export const classmatesQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: learningKeys.classmates(classId),
    queryFn: async (): Promise<Classmates> =>
      (await callEndpoint(client, 'classmates', { params: { classId } })).data,
  });

/** The signed-in student's classes and join requests. */
export const myClassesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: learningKeys.myClasses(),
    queryFn: async (): Promise<MyClass[]> => (await callEndpoint(client, 'myClasses')).data,
  });

/**
 * A class module's map with the student's status per activity. Opening an activity changes it,
 * so it is read again whenever a page showing it opens.
 */
export const learnerModuleQueryOptions = (client: ApiClient, place: ModulePlace) =>
  queryOptions({
    queryKey: learningKeys.module(place),
    queryFn: async (): Promise<LearnerOutline> =>
      (await callEndpoint(client, 'learnerModule', { params: place })).data,
    staleTime: 0,
  });

/**
 * An activity to play. Opening it starts its clock on the server, and the player owns its state
 * once open, so it is not read again in the background.
 */
export const learnerActivityQueryOptions = (client: ApiClient, place: ActivityPlace) =>
  queryOptions({
    queryKey: learningKeys.activity(place),
    queryFn: async (): Promise<LearnerActivity> =>
      (await callEndpoint(client, 'learnerActivity', { params: place })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What anyone may see of a class before joining it. */
export const classLandingQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: learningKeys.landing(classId),
    queryFn: async (): Promise<ClassLanding> =>
      (await callEndpoint(client, 'classLanding', { params: { classId } })).data,
  });
