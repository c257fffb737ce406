/** Board outline shared by every board in the project, in mm. */
export const boardSize = { width: "20mm", height: "14mm" } as const;
