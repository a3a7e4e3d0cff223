/** Largest lesson video the editor takes: a long lesson in good quality (the upload streams, nothing is held in memory). */
export const lessonVideoMaxBytes = 1024 * 1024 * 1024;
