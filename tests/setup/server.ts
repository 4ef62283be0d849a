// Server and shared tests: nothing to set up globally; each suite builds its own app and database.
export {};
