import { createFileRoute } from '@tanstack/react-router';
import { GamifiedLayout } from '../../layouts/gamified-layout';

export const Route = createFileRoute('/_authenticated/_gamified')({ component: GamifiedLayout });
