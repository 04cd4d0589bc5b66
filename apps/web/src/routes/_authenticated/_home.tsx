import { createFileRoute } from '@tanstack/react-router';
import { StudentHomeLayout } from '../../layouts/sidebar-layout';

export const Route = createFileRoute('/_authenticated/_home')({ component: StudentHomeLayout });
