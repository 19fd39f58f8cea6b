/** A variable of the environment the server cannot start with; its message names the variable and what it must be. */
export class ConfigError extends Error {}
