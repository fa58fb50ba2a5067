// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";
import type * as types from "./index";

/**
 * The shape of `EventDestination.target`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTarget {
  /** Deliver to a Firehose delivery stream. */
  firehose?: types.EventDestinationTargetFirehose | null;
  /** Deliver to a Kinesis stream. */
  kinesis?: types.EventDestinationTargetKinesis | null;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: types.EventDestinationTargetCloudwatchLogs | null;
  /** Deliver to Datadog. */
  datadog?: types.EventDestinationTargetDatadog | null;
}

/**
 * The shape of `EventDestination.target`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetArgs {
  /** Deliver to a Firehose delivery stream. */
  firehose?: pulumi.Input<types.EventDestinationTargetFirehoseArgs | null>;
  /** Deliver to a Kinesis stream. */
  kinesis?: pulumi.Input<types.EventDestinationTargetKinesisArgs | null>;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: pulumi.Input<types.EventDestinationTargetCloudwatchLogsArgs | null>;
  /** Deliver to Datadog. */
  datadog?: pulumi.Input<types.EventDestinationTargetDatadogArgs | null>;
}

/**
 * The shape of `EventDestination.target`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetState {
  /** Deliver to a Firehose delivery stream. */
  firehose?: pulumi.Input<types.EventDestinationTargetFirehoseState | null>;
  /** Deliver to a Kinesis stream. */
  kinesis?: pulumi.Input<types.EventDestinationTargetKinesisState | null>;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: pulumi.Input<types.EventDestinationTargetCloudwatchLogsState | null>;
  /** Deliver to Datadog. */
  datadog?: pulumi.Input<types.EventDestinationTargetDatadogState | null>;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetFirehose {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: types.EventDestinationTargetAuth;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: string;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetFirehoseArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthArgs>;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetFirehoseState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthState>;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuth {
  /** A role the service assumes to deliver events. */
  role?: types.EventDestinationTargetAuthRole | null;
  /** Long-term access keys. */
  creds?: types.EventDestinationTargetAuthCreds | null;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthArgs {
  /** A role the service assumes to deliver events. */
  role?: pulumi.Input<types.EventDestinationTargetAuthRoleArgs | null>;
  /** Long-term access keys. */
  creds?: pulumi.Input<types.EventDestinationTargetAuthCredsArgs | null>;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetAuthState {
  /** A role the service assumes to deliver events. */
  role?: pulumi.Input<types.EventDestinationTargetAuthRoleArgs | null>;
  /** Long-term access keys. */
  creds?: pulumi.Input<types.EventDestinationTargetAuthCredsState | null>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.role`, `EventDestination.target.kinesis.auth.role` and `EventDestination.target.cloudwatchLogs.auth.role`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuthRole {
  /**
   * ARN of the role the service assumes to deliver events.
   *
   * Limits: at least 1 character.
   */
  roleArn: string;
}

/**
 * The shape of `EventDestination.target.firehose.auth.role`, `EventDestination.target.kinesis.auth.role` and `EventDestination.target.cloudwatchLogs.auth.role`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthRoleArgs {
  /**
   * ARN of the role the service assumes to deliver events.
   *
   * Limits: at least 1 character.
   */
  roleArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuthCreds {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: string;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey?: string | null;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthCredsArgs {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: pulumi.Input<string>;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetAuthCredsState {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: pulumi.Input<string>;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey?: pulumi.Input<string | null>;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetKinesis {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: types.EventDestinationTargetAuth;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: string;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetKinesisArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthArgs>;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetKinesisState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthState>;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetCloudwatchLogs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: types.EventDestinationTargetAuth;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: string;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetCloudwatchLogsArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthArgs>;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetCloudwatchLogsState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<types.EventDestinationTargetAuthState>;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetDatadog {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey?: string | null;
  /** Tags sent with each event. */
  ddtags?: string;
  /** Service name sent with each event. */
  service?: string;
  /** Datadog site to send to. */
  ddsite?: string;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetDatadogArgs {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey: pulumi.Input<string>;
  /** Tags sent with each event. */
  ddtags?: pulumi.Input<string>;
  /** Service name sent with each event. */
  service?: pulumi.Input<string>;
  /** Datadog site to send to. */
  ddsite?: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetDatadogState {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey?: pulumi.Input<string | null>;
  /** Tags sent with each event. */
  ddtags?: pulumi.Input<string>;
  /** Service name sent with each event. */
  service?: pulumi.Input<string>;
  /** Datadog site to send to. */
  ddsite?: pulumi.Input<string>;
}
