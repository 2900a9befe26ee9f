--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: __fixture_schema__; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA __fixture_schema__;


--
-- Name: audit_log_refuse_change(); Type: FUNCTION; Schema: __fixture_schema__; Owner: -
--

CREATE FUNCTION __fixture_schema__.audit_log_refuse_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        raise exception 'audit_log is append-only: entries cannot be changed or removed' using errcode = 'insufficient_privilege';
      end
    $$;


--
-- Name: video_counts_follow(); Type: FUNCTION; Schema: __fixture_schema__; Owner: -
--

CREATE FUNCTION __fixture_schema__.video_counts_follow() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        if tg_op = 'INSERT' then
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
        elsif tg_op = 'DELETE' then
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
        elsif old.status <= new.status then
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
        else
          insert into video_counts (advisor_id, status, n) values (new.advisor_id, new.status, 1)
            on conflict (advisor_id, status) do update set n = video_counts.n + 1;
          update video_counts set n = n - 1
           where advisor_id = old.advisor_id and status = old.status;
        end if;
        return null;
      end
    $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: advisor_settings; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.advisor_settings (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    phone text,
    calendar_link text,
    disclosure_text text NOT NULL,
    logo_url text,
    profile_picture_url text,
    primary_color text DEFAULT '#2563eb'::text NOT NULL,
    secondary_color text DEFAULT '#1e40af'::text NOT NULL,
    updated_at timestamp with time zone,
    notify_on_activity boolean DEFAULT true NOT NULL
);


--
-- Name: advisors; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.advisors (
    id uuid NOT NULL,
    advisor_name text NOT NULL,
    company_name text NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    role text DEFAULT 'advisor'::text NOT NULL
);


--
-- Name: audit_log; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.audit_log (
    seq bigint NOT NULL,
    id uuid NOT NULL,
    actor_type text NOT NULL,
    actor_id text,
    action text NOT NULL,
    subject_type text,
    subject_id text,
    payload text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: audit_log_seq_seq; Type: SEQUENCE; Schema: __fixture_schema__; Owner: -
--

CREATE SEQUENCE __fixture_schema__.audit_log_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_seq_seq; Type: SEQUENCE OWNED BY; Schema: __fixture_schema__; Owner: -
--

ALTER SEQUENCE __fixture_schema__.audit_log_seq_seq OWNED BY __fixture_schema__.audit_log.seq;


--
-- Name: caption_tracks; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.caption_tracks (
    video_id uuid NOT NULL,
    language text NOT NULL,
    captions_data text NOT NULL,
    transcript_text text,
    source text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: comment_replies; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.comment_replies (
    id uuid NOT NULL,
    comment_id uuid NOT NULL,
    video_id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: crm_connections; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.crm_connections (
    advisor_id uuid NOT NULL,
    provider text NOT NULL,
    credentials text NOT NULL,
    hints text NOT NULL,
    status text NOT NULL,
    broken_reason text,
    broken_notified_at timestamp with time zone,
    last_checked_at timestamp with time zone,
    connected_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: crm_note_deliveries; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.crm_note_deliveries (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    provider text NOT NULL,
    contact_id text NOT NULL,
    event text NOT NULL,
    dedupe_key text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    state text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    external_id text,
    occurred_at timestamp with time zone NOT NULL,
    last_attempt_at timestamp with time zone,
    delivered_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: disclosure_versions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.disclosure_versions (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    version integer NOT NULL,
    text text NOT NULL,
    sha256 text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: firm_settings; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.firm_settings (
    id text NOT NULL,
    require_approval_since timestamp with time zone,
    updated_by uuid,
    updated_at timestamp with time zone NOT NULL,
    downloads_forbidden boolean DEFAULT false NOT NULL,
    risky_phrases text,
    screening_hold_since timestamp with time zone
);


--
-- Name: integrations_key_check; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.integrations_key_check (
    id text NOT NULL,
    fingerprint text NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: jobs; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.jobs (
    id uuid NOT NULL,
    name text NOT NULL,
    payload text NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer NOT NULL,
    run_at timestamp with time zone NOT NULL,
    lease_until timestamp with time zone,
    dedupe_key text,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    lease_token text
);


--
-- Name: kysely_migration; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.kysely_migration (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);


--
-- Name: kysely_migration_lock; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.kysely_migration_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);


--
-- Name: media_files; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.media_files (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    purpose text NOT NULL,
    content_type text NOT NULL,
    byte_size integer NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: password_reset_tokens; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.password_reset_tokens (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    token_hash text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    purpose text DEFAULT 'password_reset'::text NOT NULL,
    new_email text,
    link_hash text,
    link_expires_at timestamp with time zone
);


--
-- Name: pricing_events; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.pricing_events (
    id uuid NOT NULL,
    event text NOT NULL,
    plan_id text,
    metadata text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: rate_limits; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.rate_limits (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    count integer NOT NULL
);


--
-- Name: recording_events; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.recording_events (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    video_id uuid,
    event text NOT NULL,
    metadata text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: screening_findings; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.screening_findings (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    source text NOT NULL,
    kind text NOT NULL,
    start_ms integer NOT NULL,
    end_ms integer NOT NULL,
    box_x integer,
    box_y integer,
    box_width integer,
    box_height integer,
    masked text NOT NULL,
    state text NOT NULL,
    dismissed_reason text,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: sessions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.sessions (
    id text NOT NULL,
    advisor_id uuid,
    data text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: settings_events; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.settings_events (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    event text NOT NULL,
    field_name text,
    metadata text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: share_links; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.share_links (
    video_id uuid NOT NULL,
    share_link text NOT NULL,
    password_hash text,
    share_revoked_at timestamp with time zone,
    share_expires_at timestamp with time zone,
    share_expiry_recorded timestamp with time zone,
    view_count integer DEFAULT 0 NOT NULL,
    allow_download boolean DEFAULT false NOT NULL
);


--
-- Name: share_pass_views; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.share_pass_views (
    video_id uuid NOT NULL,
    pass_id text NOT NULL,
    session_id text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: signing_keys; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.signing_keys (
    name text NOT NULL,
    secret text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: signup_events; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.signup_events (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    event text NOT NULL,
    metadata text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: subscriptions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.subscriptions (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    plan_name text NOT NULL,
    amount_cents integer NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    next_billing_date timestamp with time zone NOT NULL,
    payment_token text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: upload_locks; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.upload_locks (
    upload_id text NOT NULL,
    holder text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    release_requested boolean NOT NULL
);


--
-- Name: uploads; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.uploads (
    id text NOT NULL,
    video_id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    size bigint NOT NULL,
    received bigint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    track text DEFAULT 'screen'::text NOT NULL
);


--
-- Name: video_approvals; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_approvals (
    video_id uuid NOT NULL,
    retail_flagged_at timestamp with time zone,
    retail_recipients integer,
    decision text,
    decided_by uuid,
    decided_at timestamp with time zone,
    note text
);


--
-- Name: video_chapters; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_chapters (
    video_id uuid NOT NULL,
    start_seconds real NOT NULL,
    title text NOT NULL
);


--
-- Name: video_counts; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_counts (
    advisor_id uuid NOT NULL,
    status text NOT NULL,
    n integer NOT NULL
);


--
-- Name: video_crm_links; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_crm_links (
    video_id uuid NOT NULL,
    provider text NOT NULL,
    contact_id text NOT NULL,
    display_name text NOT NULL,
    linked_at timestamp with time zone NOT NULL
);


--
-- Name: video_notifications; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_notifications (
    video_id uuid NOT NULL,
    last_notified_at timestamp with time zone NOT NULL
);


--
-- Name: video_reviews; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_reviews (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    reviewer_id uuid NOT NULL,
    note text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: video_screenings; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_screenings (
    video_id uuid NOT NULL,
    status text NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: video_sources; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_sources (
    video_id uuid NOT NULL,
    source text NOT NULL,
    screen_container text,
    screen_uploaded_at timestamp with time zone,
    camera_size bigint,
    camera_sha256 text,
    camera_content_type text,
    camera_offset_ms real,
    camera_container text,
    camera_uploaded_at timestamp with time zone,
    layout_kind text,
    layout_corner text,
    layout_size text
);


--
-- Name: video_suggestions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_suggestions (
    video_id uuid NOT NULL,
    captions_sha256 text NOT NULL,
    chapters text NOT NULL,
    summary text,
    made_at timestamp with time zone NOT NULL
);


--
-- Name: video_versions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.video_versions (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    version integer NOT NULL,
    original_key text NOT NULL,
    mp4_key text,
    thumbnail_key text,
    captions_key text,
    original_sha256 text,
    captions_sha256 text,
    reason text NOT NULL,
    created_by_type text NOT NULL,
    created_by_id text,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: videos; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.videos (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    client_name text,
    title text NOT NULL,
    description text,
    file_url text,
    thumbnail_url text,
    duration real,
    status text DEFAULT 'draft'::text NOT NULL,
    captions_enabled boolean DEFAULT true NOT NULL,
    include_profile_picture boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    client_request_id text,
    upload_size bigint,
    upload_sha256 text,
    upload_content_type text,
    container text,
    uploaded_at timestamp with time zone,
    processing_step text,
    failure_reason text,
    title_is_default boolean DEFAULT false NOT NULL,
    transcript_status text
);


--
-- Name: viewer_compliments; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.viewer_compliments (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    session_id text NOT NULL,
    type text NOT NULL,
    message text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    at_seconds double precision
);


--
-- Name: viewer_events; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.viewer_events (
    id uuid NOT NULL,
    video_id uuid NOT NULL,
    session_id text NOT NULL,
    event text NOT NULL,
    metadata text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: viewer_sessions; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.viewer_sessions (
    video_id uuid NOT NULL,
    session_id text NOT NULL,
    ip text NOT NULL,
    user_agent text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_seen_at timestamp with time zone NOT NULL,
    played_at timestamp with time zone,
    completed_at timestamp with time zone,
    furthest_second double precision DEFAULT 0 NOT NULL
);


--
-- Name: webhook_deliveries; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.webhook_deliveries (
    id uuid NOT NULL,
    webhook_id uuid NOT NULL,
    video_id uuid NOT NULL,
    event text NOT NULL,
    dedupe_key text NOT NULL,
    payload text NOT NULL,
    state text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    response_status integer,
    response_body text,
    last_error text,
    occurred_at timestamp with time zone NOT NULL,
    last_attempt_at timestamp with time zone,
    delivered_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: webhooks; Type: TABLE; Schema: __fixture_schema__; Owner: -
--

CREATE TABLE __fixture_schema__.webhooks (
    id uuid NOT NULL,
    advisor_id uuid NOT NULL,
    url text NOT NULL,
    events text NOT NULL,
    secret text NOT NULL,
    secret_hint text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: audit_log seq; Type: DEFAULT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.audit_log ALTER COLUMN seq SET DEFAULT nextval('__fixture_schema__.audit_log_seq_seq'::regclass);


--
-- Data for Name: advisor_settings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.advisor_settings VALUES ('f6560c7c-4f31-40c3-9d84-96be2e88393e', '50821612-d5e1-4548-9d31-002eb8d3c14c', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', NULL, true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('f2cf52cd-35ad-42b3-8f1f-8d56ed6ce2f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', '+1 415 555 0100', 'https://cal.example.com/ana', 'Advisory services offered through Diaz Wealth Partners, an RIA.', '/media/branding/e60d0adf-abc4-49d5-85bc-20ec3a3fe2b2', NULL, '#115e59', '#134e4a', '2026-06-01 09:00:00+00', true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('27d5c363-bebc-43eb-9937-088bb26f950d', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', '2026-06-01 09:00:00+00', false);


--
-- Data for Name: advisors; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.advisors VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Ben Okafor', 'Diaz Wealth Partners', 'ben@fixture.example.com', 'scrypt$32768$8$1$aYu76ygMmheRiHwfeS/VCw==$S5wA1SaCVD5B/xYIExvHd6GRLbkk2cpn+RLDMT/kh1M=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');
INSERT INTO __fixture_schema__.advisors VALUES ('50821612-d5e1-4548-9d31-002eb8d3c14c', 'Casey Principal', 'Diaz Wealth Partners', 'casey@fixture.example.com', 'scrypt$32768$8$1$nkvJvKzPf/qyJNZLr8zqPA==$lfImWVX8v0Ykl8+bnCWR2QthdYDxSBSGyOw5cipxHnU=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'compliance');
INSERT INTO __fixture_schema__.advisors VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'Ana Diaz', 'Diaz Wealth Partners', 'ana@fixture.example.com', 'scrypt$32768$8$1$jLURICYB0BYs+nAR+tSMfA==$ne7Pta5h9LvYJCn7cMXSDfC1mJIlOYBaAq38kkNtKg4=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.audit_log VALUES (1, '7328ca11-f62f-4f97-8f2c-5bbeafe0894b', 'system', NULL, 'account.compliance_granted', 'account', '50821612-d5e1-4548-9d31-002eb8d3c14c', '{"email":"casey@fixture.example.com","role":"compliance","via":"admin-cli"}', '0000000000000000000000000000000000000000000000000000000000000000', '959bd3969eb2e9ce61b0eb42e4c107bf4ad3b025b700ee07df22c87d7ea22154', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (2, 'a63bef0e-2e75-4e44-a005-6da0c8f76249', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'disclosure.changed', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', '{"previousSha256":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","previousVersion":1,"sha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","version":2}', '959bd3969eb2e9ce61b0eb42e4c107bf4ad3b025b700ee07df22c87d7ea22154', 'ca03b6eea9b0989b8638af9cd30b7565da8b2c6fd429d8b8ce8bbbc27efac96c', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (3, '66904795-7960-482c-a9eb-8219b5a23ead', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'integration.connected', 'crm', 'redtail', '{"provider":"redtail"}', 'ca03b6eea9b0989b8638af9cd30b7565da8b2c6fd429d8b8ce8bbbc27efac96c', 'ea09909f19e805ddd714f7a3c2528be7cb4200ba9096dceb318c42f2bdb8f05d', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (4, '1b21bad4-9c72-409a-b46e-f05f003226f3', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'webhook.created', 'webhook', 'c365d075-de5f-4086-85bf-90823706fbc8', '{"events":["video.sent","video.first_viewed"],"url":"http://127.0.0.1:42913/hooks/briefcast"}', 'ea09909f19e805ddd714f7a3c2528be7cb4200ba9096dceb318c42f2bdb8f05d', 'c5fb911a2968f41dec7ffa350432cda19463bfef3eb14ceff9550a155d8a3412', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (5, '90a0fb6d-e515-4978-8523-fe09ffb9e899', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '1eba0272-41d5-4b61-b967-983c1059fcc7', '{"captionsEnabled":true,"clientName":"Pat Lee","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Not uploaded yet"}', 'c5fb911a2968f41dec7ffa350432cda19463bfef3eb14ceff9550a155d8a3412', '04c1de89ee57bda87537d4a0058b7f81c21e1e9dc768ee2c7856fba0d0120ccd', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (6, 'b5c63d6c-9758-40ba-b61d-51cd3038e5af', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '7767817b-e0fa-4690-8d33-9eabeaa65fca', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Half uploaded"}', '04c1de89ee57bda87537d4a0058b7f81c21e1e9dc768ee2c7856fba0d0120ccd', '24a3e37385735bcab3ba075e7f021fc69eb5b1ebdbd7ed018d2c43363b41f486', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (7, '338c4495-41c1-4e5c-8fb7-b31083701f0a', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredCameraSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredCameraSize":9399,"declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen_and_camera","title":"Screen and camera"}', '24a3e37385735bcab3ba075e7f021fc69eb5b1ebdbd7ed018d2c43363b41f486', '7d9a52b1be5189ed9d2f9098cc447b7900f14f3dc52aa06549009c0d41a897f8', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (8, '330ea9d2-016e-48c3-af4b-ee73a7270f0c', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '30f4ad09-3a3e-425c-bf5f-27d65880c65e', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredCameraSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredCameraSize":9399,"declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen_and_camera","title":"Camera file awaited"}', '7d9a52b1be5189ed9d2f9098cc447b7900f14f3dc52aa06549009c0d41a897f8', '35f8ed7b6dab2c30a4fddc258412fe02c71263e70c62ab1983ee6c83ec801d67', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (9, '849e9a18-1278-455f-9bc4-9e919b8e1733', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', 'ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredCameraSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredCameraSize":9399,"declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen_and_camera","title":"Camera half sent"}', '35f8ed7b6dab2c30a4fddc258412fe02c71263e70c62ab1983ee6c83ec801d67', '93f34945df0942a6462ca44f309413f3bb88dc9f095529da83ba924fff37f619', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (10, '112e7839-9326-41cd-8773-43df34d4cedf', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', 'cedeaa3e-744a-4da4-a101-b85248e0fa59', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"camera","title":"Camera alone"}', '93f34945df0942a6462ca44f309413f3bb88dc9f095529da83ba924fff37f619', '8be189eef6bbeb104500f732811876f1a3c68d480fafdad81168292c91376887', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (11, 'd28054b6-c61b-4236-8d5c-885b084ea9c9', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399,"track":"camera"}', '8be189eef6bbeb104500f732811876f1a3c68d480fafdad81168292c91376887', '2a5e285deb58fa4e9ee3b57094fb8f827715a346a8212950f1a76cdf44156bcb', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (12, 'cbc0d3fc-c8ca-4719-a345-917d8d868928', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399,"track":"screen"}', '2a5e285deb58fa4e9ee3b57094fb8f827715a346a8212950f1a76cdf44156bcb', '589b7f3e6c84df86ca92a4375736d27d5c87a6a49dfdc89c981d004fd839fba7', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (13, '0d3bd1ce-9b5d-47a1-8f5e-476eee97159f', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '30f4ad09-3a3e-425c-bf5f-27d65880c65e', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399,"track":"screen"}', '589b7f3e6c84df86ca92a4375736d27d5c87a6a49dfdc89c981d004fd839fba7', '2d757a4029ebba5a9ad0192fa30794437655ad00d56f94bd81b96b44816b64eb', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (14, '12892881-49d0-447e-9e78-504587c8a8bf', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', 'cedeaa3e-744a-4da4-a101-b85248e0fa59', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '2d757a4029ebba5a9ad0192fa30794437655ad00d56f94bd81b96b44816b64eb', '02f311e82df9be5dd77b3ba99f19cc2c5c242b28eb079fe71bbee59ab215e444', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (15, '444c5d0b-2443-4a5c-8546-ee31eaf90f60', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Quarterly review"}', '02f311e82df9be5dd77b3ba99f19cc2c5c242b28eb079fe71bbee59ab215e444', 'fb67610be112334b234e1d055854097c187ae2a25dd55dbb2337112e92388416', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (16, '6c772bdc-f2da-4d8c-b9ed-4eade966ee09', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":true,"source":"screen","title":"Estate plan, password"}', 'fb67610be112334b234e1d055854097c187ae2a25dd55dbb2337112e92388416', 'fa69977026757dc6a306b95696c29fa9d60e11198d2eecaf09786a33f6dba712', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (17, '9f30024d-4617-4eda-ad31-5bd813bc9ae1', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '97b46cca-1c4c-47f2-9f35-ceaca73a163b', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Video for Jordan Smith, 1 Jun 2026"}', 'fa69977026757dc6a306b95696c29fa9d60e11198d2eecaf09786a33f6dba712', '6ef3718e0dd1f7d91ee1b2e25e147a9d2a996cb263c741015d39d10b1514bcc6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (18, '962463ae-bf90-4f64-8fd9-1d0614071c8d', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '266a2cfb-ec25-46ce-9004-a25edc111bbe', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Revoked link"}', '6ef3718e0dd1f7d91ee1b2e25e147a9d2a996cb263c741015d39d10b1514bcc6', 'f5783e3a7ce9665a3aef98207378ee6bad472656ce2f89b6300bcae96b1830b8', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (20, 'b8e566e7-3138-4ada-978e-54686c69e904', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '2c658fe6-e065-4e34-902e-ceb98265e178', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Expiring link"}', '90460dfa1e7166d4c2c7348355c0c48ce652cd62183fcb07ae919c690ccaed3a', '45caed3caf06e307a4bed25564a9e984f9ebf0e496c1ae105474d647a31fb24f', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (21, '71d6ae19-f9e0-4da5-87ae-fbe6d5824fa3', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.created', 'video', 'f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","declaredSize":904,"passwordProtected":false,"source":"screen","title":"Broken recording"}', '45caed3caf06e307a4bed25564a9e984f9ebf0e496c1ae105474d647a31fb24f', '10a9372ed6220ee5cef5d04302d9d77cd1b9c6e5978484b9778264abd3939ae9', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (19, '2e3879ce-44ba-426a-b4e1-08e63986954f', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.created', 'video', '32b87b27-cd52-4975-80bf-17eec214b6a8', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Renewed link"}', 'f5783e3a7ce9665a3aef98207378ee6bad472656ce2f89b6300bcae96b1830b8', '90460dfa1e7166d4c2c7348355c0c48ce652cd62183fcb07ae919c690ccaed3a', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (22, '596c68b2-9a35-4c76-942e-76b62e8f59b2', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '10a9372ed6220ee5cef5d04302d9d77cd1b9c6e5978484b9778264abd3939ae9', '2e9463261987f23bd5a7a6de725be35944f2760b000d4e32c957f0bd16d9c610', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (23, 'f47add30-8017-496b-b6a5-86294513144f', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '2e9463261987f23bd5a7a6de725be35944f2760b000d4e32c957f0bd16d9c610', '7029834c89c105148917560c9c8a6c511982a9bd13e8642e47b8e954a7c53fc1', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (24, 'a92e7ead-65d8-47ba-a713-24bbfa7d2c09', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '97b46cca-1c4c-47f2-9f35-ceaca73a163b', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '7029834c89c105148917560c9c8a6c511982a9bd13e8642e47b8e954a7c53fc1', '6a33bf045982f1c4158e023d1945475cdb17fbb2195d3cc3fd6ea34239761a89', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (25, '4989fc4a-da02-4b79-871a-e03a8a1a8986', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '266a2cfb-ec25-46ce-9004-a25edc111bbe', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '6a33bf045982f1c4158e023d1945475cdb17fbb2195d3cc3fd6ea34239761a89', 'cf7c2e0b0a25fc6bba88a962ddd59e3ff12aee8717e8825a5b40c95bd5267b6f', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (26, '7e161aef-f57a-4dc0-bf24-09aa40360393', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '32b87b27-cd52-4975-80bf-17eec214b6a8', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', 'cf7c2e0b0a25fc6bba88a962ddd59e3ff12aee8717e8825a5b40c95bd5267b6f', '4b824fe6b7c2a7f13cfaacbaf9eb918174e9c1a3e9086f5755134812c6682301', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (27, '1cd5ce95-885c-4680-b868-bee497b4a190', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.uploaded', 'video', '2c658fe6-e065-4e34-902e-ceb98265e178', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '4b824fe6b7c2a7f13cfaacbaf9eb918174e9c1a3e9086f5755134812c6682301', 'bdd2a20a07d691e2db2da4d5ff23760a7b4b2039ab638c80170f4d49f27ace4d', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (28, '14d82f77-ca0e-4782-9284-6f647f14b3d1', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.uploaded', 'video', 'f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', '{"container":"webm","sha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","size":904}', 'bdd2a20a07d691e2db2da4d5ff23760a7b4b2039ab638c80170f4d49f27ace4d', 'cff7bcc0beeb1ecc49fbac7336b9896000ce7fe046d6bebd57f43f9ae3afb598', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (29, 'fdcad564-0311-4fdc-a024-0e97e477d98a', 'system', NULL, 'video.failed', 'video', 'f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', '{"reason":"The uploaded file could not be read as a video."}', 'cff7bcc0beeb1ecc49fbac7336b9896000ce7fe046d6bebd57f43f9ae3afb598', 'ec4d68472c3f0d3f89983e61b91935fe1262b13bd21172b7a8b23c88f22a01fe', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (30, 'b962bc03-83ac-4344-912b-c2c4388109d9', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.created', 'video', '9ccd066c-c80f-49f5-a389-4e02110b65f4', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Waiting for the worker"}', 'ec4d68472c3f0d3f89983e61b91935fe1262b13bd21172b7a8b23c88f22a01fe', '9e720093136eea23fea38edaa1862cc370c064635bdd2dc9c3fc60eaf77898fc', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (31, 'd97dab7d-9a40-4ebb-b256-88f98c7fde3b', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.uploaded', 'video', '9ccd066c-c80f-49f5-a389-4e02110b65f4', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '9e720093136eea23fea38edaa1862cc370c064635bdd2dc9c3fc60eaf77898fc', '8f1501eb84ab6161a20eb445b9a74745578572e29d487fa6b3b33078da02f8c9', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (32, '220a04f4-5af0-4442-a40b-a20758204688', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.updated', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"changes":{"description":{"new":"Edited description","old":"Where your accounts stand."}}}', '8f1501eb84ab6161a20eb445b9a74745578572e29d487fa6b3b33078da02f8c9', '06f07c58b0022c037a7a4d2caa0d18923100810ac5c6e3b3461213275303cb95', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (33, '2600dedd-ec75-4098-9083-9b5d9df00775', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.captions_edited', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"oldSha256":"26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559","sha256":"70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f","version":2}', '06f07c58b0022c037a7a4d2caa0d18923100810ac5c6e3b3461213275303cb95', 'f62ae4436b386156a3666d4057d9a67221aa629b4c46eaea3d4d7dce7dfb3ab3', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (34, '24a53936-eccb-46ad-aac2-bedd55d90dff', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.updated', 'video', '2c658fe6-e065-4e34-902e-ceb98265e178', '{"changes":{"shareExpiresAt":{"new":"2026-06-02T06:00:00.000Z","old":null}}}', 'f62ae4436b386156a3666d4057d9a67221aa629b4c46eaea3d4d7dce7dfb3ab3', '531ddee308861e34e663dcfbce95bc156dc1deb7cedce14bad4b3f47006333d5', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (35, 'a0029c63-0ca9-4ede-96f5-415a19368f17', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.updated', 'video', '97b46cca-1c4c-47f2-9f35-ceaca73a163b', '{"changes":{"shareExpiresAt":{"new":"2027-12-31T17:00:00.000Z","old":null}},"password":"set"}', '531ddee308861e34e663dcfbce95bc156dc1deb7cedce14bad4b3f47006333d5', 'e1e9c9c0611219408c4be327cd9f29a0c6a34e9d60f307279ca2bc3da701af6c', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (36, '6b084b1d-ee64-4302-9ee7-fbe6f0857db6', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.link_revoked', 'video', '266a2cfb-ec25-46ce-9004-a25edc111bbe', '{"shareLink":"5kfsH758vNa3FnICdumquw"}', 'e1e9c9c0611219408c4be327cd9f29a0c6a34e9d60f307279ca2bc3da701af6c', 'f62cb6186451a392ad168caf1a0b2e184990ead0c5af92ab28dd1b2d69896da1', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (37, '4c21bf8f-a9e7-40cc-88b4-bb98040a8a18', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.link_revoked', 'video', '32b87b27-cd52-4975-80bf-17eec214b6a8', '{"shareLink":"CrDrluuIS630Kl1ztyaUag"}', 'f62cb6186451a392ad168caf1a0b2e184990ead0c5af92ab28dd1b2d69896da1', '5f935227dfd9f36ca66c26b3b3905907fd0139e96ea5cfe277026ca59448d705', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (38, '3a2c5ef8-9456-44d5-bcbe-d9d2e98173ca', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'video.link_renewed', 'video', '32b87b27-cd52-4975-80bf-17eec214b6a8', '{"oldShareLink":"CrDrluuIS630Kl1ztyaUag","shareLink":"PSA0tDQzomyT9llgJq4LCg"}', '5f935227dfd9f36ca66c26b3b3905907fd0139e96ea5cfe277026ca59448d705', '40f00c12a6440deee10b1ef278f719bd779449f70df655d1c8b712209b7c12a0', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (39, '9cc2c720-e30c-4c18-b38f-94b897c89ee5', 'client', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'share.terms_accepted', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', '40f00c12a6440deee10b1ef278f719bd779449f70df655d1c8b712209b7c12a0', '916464d32415558b7d7a04b93e0ee4d18a8eb821b12030be3c5697a9af8b12b5', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (44, '06919f96-814b-48e0-9892-77ac452ced74', 'advisor', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'compliance.settings_changed', 'firm', 'firm', '{"requireApproval":true}', 'c105e7579835aa92f599dc1c7b1f07d15ccaf184c6810ae7cddb86d849c701f3', 'b617aac0224244b1f2a48bf52d316da57374a6dd74a507fd017f4b95ce4d83ef', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (40, 'c2e5d9a7-ae11-49b5-9317-4b8e06495243', 'client', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'share.compliment_received', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"atSeconds":null,"ip":"127.0.0.1","message":"This was helpful","type":"thumbs_up","userAgent":"Mozilla/5.0 (iPhone) test"}', '916464d32415558b7d7a04b93e0ee4d18a8eb821b12030be3c5697a9af8b12b5', '4481db387234830ff89d845b76989b3342b9283d2a869b1a2d20744494e96282', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (41, '699410af-8d84-407e-a5cb-ff515c3e8cf9', 'client', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'share.comment_received', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"atSeconds":null,"ip":"127.0.0.1","message":"Thanks, that answers my question about the IRA.","type":"custom","userAgent":"Mozilla/5.0 (iPhone) test"}', '4481db387234830ff89d845b76989b3342b9283d2a869b1a2d20744494e96282', '78c97f24ae8405c3744c2b655d20e9f94cbd64f5009e89e634c37ae1be7b5889', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (42, 'da33c768-8990-464f-9da9-ee6372dfd551', 'client', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'share.terms_accepted', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '78c97f24ae8405c3744c2b655d20e9f94cbd64f5009e89e634c37ae1be7b5889', 'c16cd16d71dc73d6c160a01bf04e174c3cbbd6cc9681fffb6d0e82a5be1a2157', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (43, '621cbde6-285e-4066-b300-e806347fa661', 'client', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'share.password_verified', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'c16cd16d71dc73d6c160a01bf04e174c3cbbd6cc9681fffb6d0e82a5be1a2157', 'c105e7579835aa92f599dc1c7b1f07d15ccaf184c6810ae7cddb86d849c701f3', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (45, '73b3c02f-011a-48e7-a2d5-833c741c52be', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.created', 'video', '73fae3ed-dbff-4f1f-9844-2588034c277e', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Needs approval, approved"}', 'b617aac0224244b1f2a48bf52d316da57374a6dd74a507fd017f4b95ce4d83ef', '81f9add5626bbdde0823334f45cae04f393bac6e2dc9207243c59d19289115d9', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (46, 'db280caf-c26f-4e05-83b1-e3295643e858', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.created', 'video', 'a5015e65-21dd-41c4-b739-9d2c120ddca8', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Needs approval, rejected"}', '81f9add5626bbdde0823334f45cae04f393bac6e2dc9207243c59d19289115d9', 'bc35f62d94989bea97eaae03277b3b7fb899cd524c6eacffe5635b7c4c7b73c7', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (47, 'df2dd867-3176-4948-8eef-416745b79828', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.created', 'video', 'fd036597-3f12-4783-9f5b-8ccf322ce8f9', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","declaredSize":9399,"passwordProtected":false,"source":"screen","title":"Needs approval, pending"}', 'bc35f62d94989bea97eaae03277b3b7fb899cd524c6eacffe5635b7c4c7b73c7', '1090e6280a853cda5995267e54989658036aa899da24da3b6cd3951167ded6b2', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (48, 'f886837a-2f35-417c-be98-2bb0a36f0711', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.uploaded', 'video', '73fae3ed-dbff-4f1f-9844-2588034c277e', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '1090e6280a853cda5995267e54989658036aa899da24da3b6cd3951167ded6b2', '59c40e8b152f0f79d65d0cdd94de5cad10e88ecd017d0e063fd02169a901b7e6', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (49, 'aa7af0a2-d419-49ee-be3f-337f8444947d', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.uploaded', 'video', 'a5015e65-21dd-41c4-b739-9d2c120ddca8', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', '59c40e8b152f0f79d65d0cdd94de5cad10e88ecd017d0e063fd02169a901b7e6', 'a91e04d839860a33d86df6537489ce2cd43568f73098493c20aef71d5ef22a3b', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (50, 'b0f78e41-a4a1-4727-a955-c7cfe52a033c', 'advisor', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'video.uploaded', 'video', 'fd036597-3f12-4783-9f5b-8ccf322ce8f9', '{"container":"webm","sha256":"b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18","size":9399}', 'a91e04d839860a33d86df6537489ce2cd43568f73098493c20aef71d5ef22a3b', '8e12ed36eccf41db6c3dc0feaced09f6c28d910e19b66401a470937c1daa6255', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (51, '2c003f27-bc0c-433b-a03b-806aea54ac02', 'advisor', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'compliance.reviewed', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"advisorId":"2764169f-1a59-4d9b-bcbe-b719d365d897","note":"Disclosure present, fine."}', '8e12ed36eccf41db6c3dc0feaced09f6c28d910e19b66401a470937c1daa6255', '03017fccf86f6211cb28baefc88e9c9deb01079186a66446656d388f104da592', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (52, '88bcf7c2-0b14-4eee-af1f-ecde70abd956', 'advisor', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'compliance.approved', 'video', '73fae3ed-dbff-4f1f-9844-2588034c277e', '{"note":"","previousState":"pending","reasons":["firm_setting"]}', '03017fccf86f6211cb28baefc88e9c9deb01079186a66446656d388f104da592', '23acf1aab67b40d9365ae3630bc4cee3ff259f79e0d9112cccd472c9798e2643', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (53, '82d4d345-5658-4a7b-a68d-8533d1f9691f', 'advisor', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'compliance.rejected', 'video', 'a5015e65-21dd-41c4-b739-9d2c120ddca8', '{"note":"Performance claim without a disclaimer.","previousState":"pending","reasons":["firm_setting"]}', '23acf1aab67b40d9365ae3630bc4cee3ff259f79e0d9112cccd472c9798e2643', '040d4e30e0ded2346a078d52711d565b8591f34885584e9d593ac35563024cfa', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (54, 'c6df4e46-5c29-44dc-b2f6-7ebe8c5d2998', 'client', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'share.terms_accepted', 'video', '4c4bf580-06cb-4248-8993-cf10800a32f3', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', '040d4e30e0ded2346a078d52711d565b8591f34885584e9d593ac35563024cfa', '66f3ddf61e87ff95d648524c147bd3f1a54750e8b7688e8f694693e8b092f24a', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (55, '9fc7066c-f47b-4f9c-b6c6-6cb7787aa7fa', 'client', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'share.terms_accepted', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '66f3ddf61e87ff95d648524c147bd3f1a54750e8b7688e8f694693e8b092f24a', 'd25e6eb7e6a9e60c74853a7c17383cf349f811a66dc87bca952d044efea54008', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (56, 'a3758186-419e-42cf-82a1-49ae59e19aff', 'client', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'share.password_verified', 'video', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'd25e6eb7e6a9e60c74853a7c17383cf349f811a66dc87bca952d044efea54008', '60000751857bd483ca42d85d5f152a8b3a23b6efc399d86fc8739661557181f1', '2026-06-03 06:00:00+00');


--
-- Data for Name: caption_tracks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.caption_tracks VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'en', 'WEBVTT

00:00:00.000 --> 00:00:01.000
Good morning, Jordan!
', 'Good morning, Jordan!', 'advisor', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: comment_replies; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: crm_connections; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_connections VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', 'v1.L-N8p6IekliaxiFx.My8QnuKO2eqAiBx-4koiLA.w936HDxCv94ly_mk15JNz-HkWaXRZwI8hfn1sx-FEoy3Gv9Kq3noNhWwZEinflKnQEmt7RTDMQGQ0emccsUUNWtlS5X7hdIcs2TftDoS', '{"apiKey":"••••0001","userKey":"••••9876"}', 'connected', NULL, NULL, '2026-06-02 05:00:00+00', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: crm_note_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('2a6a10b6-d615-44e9-ad65-5f6d445a5459', '4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', '1001', 'video.completed', 'video.completed:completed:redtail:1001', 'Briefcast: Watched to the end by Jordan Smith — “Quarterly review”', 'Watched to the end by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('d142164a-505d-4eb2-8b3f-0509000354c8', '4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', '1001', 'video.sent', 'video.sent:sent:redtail:1001', 'Briefcast: Video sent — “Quarterly review”', 'Video sent: “Quarterly review”.
When: Mon, 01 Jun 2026 09:00:00 GMT
Link: http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g', 'delivered', 1, NULL, '77', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('cf4ef81a-0d70-4086-8a6e-f9c689aa803f', '4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', '1001', 'video.first_viewed', 'video.first_viewed:first:redtail:1001', 'Briefcast: First viewed by Jordan Smith — “Quarterly review”', 'First viewed by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('35c45db2-e383-48f8-86ff-68d1a15818e3', '4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', '1001', 'video.commented', 'video.commented:03d3f39e-0c00-449c-858b-d264f087b216:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “This was helpful”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('5871033d-6e03-4d54-bbae-b0859bf4d078', '4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'redtail', '1001', 'video.commented', 'video.commented:f4807e21-7e5b-4ad4-a43a-a59fd0eea818:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “Thanks, that answers my question about the IRA.”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: disclosure_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.disclosure_versions VALUES ('12195945-3934-4113-b349-effb1fd1470b', '2764169f-1a59-4d9b-bcbe-b719d365d897', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('9ad4c257-964f-40a7-8e6d-4b52ad4aa4eb', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('a7e72427-5d9d-47a8-9f02-2f660555dc53', '50821612-d5e1-4548-9d31-002eb8d3c14c', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('4754096e-098a-489f-9565-94d8772a65bc', '2764169f-1a59-4d9b-bcbe-b719d365d897', 2, 'Advisory services offered through Diaz Wealth Partners, an RIA.', '993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa', '2026-06-01 09:00:00+00');


--
-- Data for Name: firm_settings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.firm_settings VALUES ('firm', '2026-06-03 01:00:00+00', '50821612-d5e1-4548-9d31-002eb8d3c14c', '2026-06-03 01:00:00+00', false, NULL, NULL);


--
-- Data for Name: integrations_key_check; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: jobs; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.jobs VALUES ('5b664d56-5896-4da0-aa2b-b3a3624c516f', 'screening.screen_video', '{"videoId":"4c4bf580-06cb-4248-8993-cf10800a32f3"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:4c4bf580-06cb-4248-8993-cf10800a32f3', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('4b49bea8-3ac3-4735-a9df-015ea1dda0bd', 'integrations.webhook', '{"deliveryId":"845ff316-21e2-4829-8680-75a946995963"}', 'failed', 10, 10, '2026-06-02 01:30:02.022+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('e4558589-b98e-4a35-af14-f5d023777d5b', 'integrations.webhook', '{"deliveryId":"22981454-82f4-4bac-bd6c-c0b5df8241d1"}', 'failed', 10, 10, '2026-06-02 01:30:51.414+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('0c61d9e9-2c9f-4af5-b978-2f52a4fb4a8e', 'integrations.webhook', '{"deliveryId":"f96069ad-0be9-49e0-9102-187b0dfd5320"}', 'failed', 10, 10, '2026-06-02 01:39:26.541+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('23357e86-bc59-4cfd-8bcd-a266b9f395d2', 'integrations.webhook', '{"deliveryId":"f1f48bbd-0900-4ee3-a3c0-6831d64d9462"}', 'failed', 10, 10, '2026-06-02 01:55:53.775+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('8fa09da2-8418-412f-bb0f-cde883dcccf2', 'integrations.webhook', '{"deliveryId":"41f69dfa-3ca1-4d4c-877a-09bd81dd6d9e"}', 'failed', 10, 10, '2026-06-02 21:32:12.71+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:375:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('c8c10ca5-991b-4704-93e1-10861bb6d42c', 'screening.screen_video', '{"videoId":"32b87b27-cd52-4975-80bf-17eec214b6a8"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:32b87b27-cd52-4975-80bf-17eec214b6a8', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('7394afde-3929-4cbc-a70f-156f98c26633', 'screening.screen_video', '{"videoId":"97b46cca-1c4c-47f2-9f35-ceaca73a163b"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:97b46cca-1c4c-47f2-9f35-ceaca73a163b', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('e1b0b8f4-7a6f-48ad-983b-8077104db39b', 'screening.screen_video', '{"videoId":"aba4e6e2-706d-4ae7-af4d-44b67caa3fb5"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('23dd5dca-ad7a-4039-849e-3a1d1b408a6f', 'screening.screen_video', '{"videoId":"e39883cf-4ceb-4409-bd97-6f783e4bfff9"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:e39883cf-4ceb-4409-bd97-6f783e4bfff9', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('198e6ec0-9f9a-4424-ab15-4a8b07445f9b', 'screening.screen_video', '{"videoId":"266a2cfb-ec25-46ce-9004-a25edc111bbe"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:266a2cfb-ec25-46ce-9004-a25edc111bbe', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('ebe5ebff-de41-4d89-b3b1-de7688205c60', 'screening.screen_video', '{"videoId":"cedeaa3e-744a-4da4-a101-b85248e0fa59"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:cedeaa3e-744a-4da4-a101-b85248e0fa59', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('243ef617-9688-4af9-bc2c-3a87add0b491', 'screening.screen_video', '{"videoId":"2c658fe6-e065-4e34-902e-ceb98265e178"}', 'queued', 0, 3, '2026-06-01 09:00:00+00', NULL, 'screening.screen_video:2c658fe6-e065-4e34-902e-ceb98265e178', NULL, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('23903347-05aa-44f2-95dc-499d4134c4b7', 'integrations.webhook', '{"deliveryId":"10d63ae3-a509-4e2c-bd32-91e596bc3730"}', 'failed', 10, 10, '2026-06-02 01:32:54.402+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('ef7f2180-7a49-409a-ad40-2bf9f39aecc1', 'integrations.webhook', '{"deliveryId":"81c17f28-2c66-4df1-97fe-8518ccb3bea1"}', 'failed', 10, 10, '2026-06-02 01:38:44.257+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('95de7b6a-d59d-40bb-a4b3-8ecf2d394da2', 'integrations.webhook', '{"deliveryId":"30e45be3-99a7-40de-bb8e-7c72087000d0"}', 'failed', 10, 10, '2026-06-02 01:39:08.545+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('795727c5-8b1d-482d-8f00-8e2404e0e0b4', 'integrations.webhook', '{"deliveryId":"50902035-685d-4e0d-ad8e-b3c104e24d9d"}', 'failed', 10, 10, '2026-06-02 01:32:07.002+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('ede5d2ce-a8f2-4e7b-9a5c-bb32531359f2', 'integrations.webhook', '{"deliveryId":"c9b5c7f9-0eb8-4a60-be49-c556dd5bc2bd"}', 'failed', 10, 10, '2026-06-02 01:42:04.2+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('20231319-9189-497c-8826-8b89f6909ba9', 'integrations.webhook', '{"deliveryId":"4f50f369-ede5-429f-bb92-9af0cd44ee4a"}', 'failed', 10, 10, '2026-06-02 01:43:11.997+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('d362a9ad-94b0-4e3b-bd11-bed4f6299660', 'integrations.webhook', '{"deliveryId":"c908f96f-9bc2-4e28-8ee3-5ff4552d12e2"}', 'failed', 10, 10, '2026-06-02 01:51:02.38+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('af717d0f-8cfe-42e8-846e-53b39051d3ec', 'integrations.webhook', '{"deliveryId":"17d72618-4018-4a0f-aeea-2ae0d80aecb0"}', 'failed', 10, 10, '2026-06-02 01:59:29.706+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:260:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('6227c20b-3700-48d3-9916-9835c33246af', 'screening.screen_speech', '{"videoId":"4c4bf580-06cb-4248-8993-cf10800a32f3"}', 'queued', 0, 3, '2026-06-02 05:00:00+00', NULL, NULL, NULL, '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('c2deb875-ddae-4a8b-afb5-14577934551e', 'screening.screen_video', '{"videoId":"9ccd066c-c80f-49f5-a389-4e02110b65f4"}', 'queued', 0, 3, '2026-06-02 05:00:00+00', NULL, 'screening.screen_video:9ccd066c-c80f-49f5-a389-4e02110b65f4', NULL, '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('11c1f082-96a7-4d83-b619-f81f61b2dd97', 'screening.screen_video', '{"videoId":"73fae3ed-dbff-4f1f-9844-2588034c277e"}', 'queued', 0, 3, '2026-06-03 01:00:00+00', NULL, 'screening.screen_video:73fae3ed-dbff-4f1f-9844-2588034c277e', NULL, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('ac6f9c81-cc06-46c0-817e-2005d700f8bf', 'screening.screen_video', '{"videoId":"fd036597-3f12-4783-9f5b-8ccf322ce8f9"}', 'queued', 0, 3, '2026-06-03 01:00:00+00', NULL, 'screening.screen_video:fd036597-3f12-4783-9f5b-8ccf322ce8f9', NULL, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('32f93ee5-726d-41bc-8cc3-90025b83d36f', 'screening.screen_video', '{"videoId":"a5015e65-21dd-41c4-b739-9d2c120ddca8"}', 'queued', 0, 3, '2026-06-03 01:00:00+00', NULL, 'screening.screen_video:a5015e65-21dd-41c4-b739-9d2c120ddca8', NULL, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('3d3d734e-9d4e-4fe4-bb88-cc5f422907e9', 'integrations.webhook', '{"deliveryId":"40eb0275-7692-42de-bb8a-48a907e710ae"}', 'failed', 10, 10, '2026-06-02 21:55:11.263+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/work/wt-owners/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/work/wt-owners/server/test/due-jobs.ts:28:7)
    at async drainJobs (/work/wt-owners/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/work/wt-owners/server/test/migration-fixture/seed.ts:375:3)
    at async record (/work/wt-owners/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/work/wt-owners/scripts/make-migration-fixture.ts:63:36)', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL);


--
-- Data for Name: kysely_migration; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.kysely_migration VALUES ('0001_initial', '2026-11-28T15:19:12.333Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0002_rate_limits', '2026-11-28T15:19:12.346Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0003_disclosure_versions_media', '2026-11-28T15:19:12.383Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0004_jobs_queue', '2026-11-28T15:19:12.407Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0005_video_uploads', '2026-11-28T15:19:12.450Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0006_video_processing_state', '2026-11-28T15:19:12.454Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0007_share_viewer', '2026-11-28T15:19:12.480Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0008_library', '2026-11-28T15:19:12.497Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0009_video_search', '2026-11-28T15:19:12.506Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0010_upload_locks', '2026-11-28T15:19:12.525Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0011_compliance_records', '2026-11-28T15:19:12.565Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0012_supervision', '2026-11-28T15:19:12.625Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0013_integrations', '2026-11-28T15:19:12.725Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0014_integrations_key_check', '2026-11-28T15:19:12.732Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0015_honest_ai_defaults', '2026-11-28T15:19:12.739Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0016_audit_log_no_replace', '2026-11-28T15:19:12.740Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0017_share_pass_views', '2026-11-28T15:19:12.757Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0018_email_change_codes', '2026-11-28T15:19:12.759Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0019_reset_links', '2026-11-28T15:19:12.765Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0020_video_search_trigram', '2026-11-28T15:19:12.775Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0021_video_counts', '2026-11-28T15:19:12.787Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0022_video_notifications', '2026-11-28T15:19:12.794Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0023_share_links', '2026-11-28T15:19:12.820Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0024_caption_tracks', '2026-11-28T15:19:12.849Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0025_screening', '2026-11-28T15:19:12.889Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0027_share_downloads', '2026-11-28T15:19:12.891Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0028_video_chapters', '2026-11-28T15:19:12.905Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0029_response_moments', '2026-11-28T15:19:12.907Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0030_comment_replies', '2026-11-28T15:19:12.955Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0031_screening_policy', '2026-11-28T15:19:12.965Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0032_video_sources', '2026-11-28T15:19:12.981Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0034_video_suggestions', '2026-11-28T15:19:12.993Z');


--
-- Data for Name: kysely_migration_lock; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.kysely_migration_lock VALUES ('migration_lock', 0);


--
-- Data for Name: media_files; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.media_files VALUES ('e60d0adf-abc4-49d5-85bc-20ec3a3fe2b2', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'logo', 'image/png', 109, '2026-06-01 09:00:00+00');


--
-- Data for Name: password_reset_tokens; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.password_reset_tokens VALUES ('17874412-62be-4d9b-b59b-8bc4f4796f60', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'e97be3974ead075db0ecc994e02ae228fd721696da672ac27502ca67b0b1c887', 0, '2026-06-01 09:10:00+00', NULL, '2026-06-01 09:00:00+00', 'password_reset', NULL, 'bd12d25d912a25a92ea9976248360b2e7eadbe02ac61e0c146c053c55c24ae4f', '2026-06-01 10:00:00+00');


--
-- Data for Name: pricing_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.pricing_events VALUES ('975f5363-ae0b-4afe-a41c-8b2c4322e023', 'PRICING_VIEWED', NULL, NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.pricing_events VALUES ('2d0202ef-0d8b-47b3-99c3-98d86a81dc15', 'PLAN_SELECTED', 'premium', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.rate_limits VALUES ('signups:ip:127.0.0.1', '2026-06-01 09:00:00+00', 3);
INSERT INTO __fixture_schema__.rate_limits VALUES ('pricing-events:ip:127.0.0.1', '2026-06-01 09:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:email:ben@fixture.example.com', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:ip:127.0.0.1', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:d89dd4bc-bcd5-471a-884e-cc93c62cb14a', '2026-06-02 05:00:00+00', 6);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-comments:4c4bf580-06cb-4248-8993-cf10800a32f3:127.0.0.1', '2026-06-02 05:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:f2ba2f7e-3535-462a-aadc-3370746c66f5', '2026-06-02 05:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:ip:127.0.0.1', '2026-06-02 05:00:00+00', 7);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:4c4bf580-06cb-4248-8993-cf10800a32f3:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:e39883cf-4ceb-4409-bd97-6f783e4bfff9:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password:e39883cf-4ceb-4409-bd97-6f783e4bfff9:127.0.0.1', '2026-06-03 06:00:00+00', 0);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password-link:e39883cf-4ceb-4409-bd97-6f783e4bfff9', '2026-06-03 06:00:00+00', 0);


--
-- Data for Name: recording_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: screening_findings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.sessions VALUES ('97eb34a3c63677a50fa0a8ffbcd5028e605f374a7059ad9e5834d9713f59e408', '50821612-d5e1-4548-9d31-002eb8d3c14c', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('15e05a949791b3588abc523ec8c4c6bbf6bd28c7b5bc8c5a244522521a192f75', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('c6f7d718e640d92f7e3a87ab4dba9d3ecae56e7c86332958cddd379fbbd8ebf2', '2764169f-1a59-4d9b-bcbe-b719d365d897', '{}', '2026-07-03 06:00:00+00', '2026-06-01 09:00:00+00');


--
-- Data for Name: settings_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.settings_events VALUES ('ec8f8fb7-242a-4e60-945b-53a597a8abcc', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'CONTACT_UPDATED', 'phone', '{"old":null,"new":"+1 415 555 0100"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('55169deb-3102-4794-972e-4167a1f52123', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'CONTACT_UPDATED', 'calendarLink', '{"old":null,"new":"https://cal.example.com/ana"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('20f15361-63a8-42e7-981d-c4857187d732', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'COMPLIANCE_UPDATED', 'disclosureText', '{"old":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","new":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('c9380161-4620-42ff-a4c8-0fb82a0a7e5e', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'NOTIFICATIONS_UPDATED', 'notifyOnActivity', '{"old":true,"new":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('f39d744e-2f6e-4452-a3bb-4d9d1665efbd', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'BRANDING_UPDATED', 'primaryColor', '{"old":"#2563eb","new":"#115e59"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('f4a3e66f-04ee-4db8-bba7-000ad9aad922', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'BRANDING_UPDATED', 'secondaryColor', '{"old":"#1e40af","new":"#134e4a"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('3b78e848-03d5-448a-945e-5afa3216325d', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'BRANDING_UPDATED', 'logoUrl', '{"old":null,"new":"e60d0adf-abc4-49d5-85bc-20ec3a3fe2b2"}', '2026-06-01 09:00:00+00');


--
-- Data for Name: share_links; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.share_links VALUES ('1eba0272-41d5-4b61-b967-983c1059fcc7', 'r1hApCITnA2vkTIB0my-qw', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('7767817b-e0fa-4690-8d33-9eabeaa65fca', 'OkNNXRW5p0q4BLKCiNQOnQ', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', 'OSO4pIsGBi2Eyty0s7eg8w', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('30f4ad09-3a3e-425c-bf5f-27d65880c65e', 'Ch1XIrvfj7QHd_s7uTrntw', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', 'VGbwrzfMweOaY0ZOZ1gqSg', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('cedeaa3e-744a-4da4-a101-b85248e0fa59', 'RT1uCo_9l6PenDLtVAQy8Q', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', 'V0SCGNBL4EjU-QWQ_JyBeQ', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('9ccd066c-c80f-49f5-a389-4e02110b65f4', 'SdAo9irH4rRrK4nEg60k9g', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('2c658fe6-e065-4e34-902e-ceb98265e178', 'apTwCcj8_lWu9ipxgc9pBA', NULL, NULL, '2026-06-02 06:00:00+00', NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('97b46cca-1c4c-47f2-9f35-ceaca73a163b', 'QE3Njzb73GYTHW7qmPy22Q', 'scrypt$32768$8$1$SzGwDORqupKIkVY2iCHl9w==$oQIKLYkOjNUVh0csyeYTinRg9r0nkY7AdeT8R8Hf3ew=', NULL, '2027-12-31 17:00:00+00', NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('266a2cfb-ec25-46ce-9004-a25edc111bbe', '5kfsH758vNa3FnICdumquw', NULL, '2026-06-02 05:00:00+00', NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('32b87b27-cd52-4975-80bf-17eec214b6a8', 'PSA0tDQzomyT9llgJq4LCg', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'HZy_1-C5iAYUinzUynVj0g', NULL, NULL, NULL, NULL, 1, false);
INSERT INTO __fixture_schema__.share_links VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'QnW9Uf26zuYOYKbITMBUsQ', 'scrypt$32768$8$1$zdxNsPQXjJHKWZk02SFlZA==$QrxBFCBvrovRsC2xvKqUEKU5lGlJkRzOVYo3olKhhSs=', NULL, NULL, NULL, 1, false);
INSERT INTO __fixture_schema__.share_links VALUES ('73fae3ed-dbff-4f1f-9844-2588034c277e', 'Y3gXKPRSGhnyKF5orYrgsg', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('a5015e65-21dd-41c4-b739-9d2c120ddca8', 'hFaE2AOtUBsDxAgMn2pexg', NULL, NULL, NULL, NULL, 0, false);
INSERT INTO __fixture_schema__.share_links VALUES ('fd036597-3f12-4783-9f5b-8ccf322ce8f9', 'hfh08EDfJgYzCmFCGfnobA', NULL, NULL, NULL, NULL, 0, false);


--
-- Data for Name: share_pass_views; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.share_pass_views VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'n2U4VvYFJgqgfrSp55kf2g', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.share_pass_views VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'lZ-44aGyb3fR9b2HXLJcdw', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', '2026-06-02 05:00:00+00');


--
-- Data for Name: signing_keys; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signing_keys VALUES ('share-gate', 'GJ0vToI2CQF6Ex_7PCjg78VzAtPR638yaMjsIBIkcBE', '2026-06-02 05:00:00+00');


--
-- Data for Name: signup_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signup_events VALUES ('642bb46b-3b38-492c-82f9-d23b9e5a365f', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('c676d03b-f5ef-4a34-b9cf-c4d1ccf93fc1', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('b3debc33-9817-4119-ae59-177e0d429134', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');


--
-- Data for Name: subscriptions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.subscriptions VALUES ('adfbdcc2-520f-48af-9aba-d934b11e38b5', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('31613e79-dbc4-4da6-b59f-c0c8a7e9da74', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('538e8c9b-476e-4be9-9078-ed4427ad73d8', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'professional', 4500, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: upload_locks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: uploads; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.uploads VALUES ('8a1526d2337381c9d7ed6356e19162c5', '7767817b-e0fa-4690-8d33-9eabeaa65fca', '2764169f-1a59-4d9b-bcbe-b719d365d897', 9399, 4699, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'screen');
INSERT INTO __fixture_schema__.uploads VALUES ('ba41917d8e3a41422719eb4437f50bde', 'ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', '2764169f-1a59-4d9b-bcbe-b719d365d897', 9399, 4699, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'camera');


--
-- Data for Name: video_approvals; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_approvals VALUES ('73fae3ed-dbff-4f1f-9844-2588034c277e', NULL, NULL, 'approved', '50821612-d5e1-4548-9d31-002eb8d3c14c', '2026-06-03 03:00:00+00', '');
INSERT INTO __fixture_schema__.video_approvals VALUES ('a5015e65-21dd-41c4-b739-9d2c120ddca8', NULL, NULL, 'rejected', '50821612-d5e1-4548-9d31-002eb8d3c14c', '2026-06-03 03:00:00+00', 'Performance claim without a disclaimer.');


--
-- Data for Name: video_chapters; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: video_counts; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_counts VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'uploading', 4);
INSERT INTO __fixture_schema__.video_counts VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'failed', 1);
INSERT INTO __fixture_schema__.video_counts VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('2764169f-1a59-4d9b-bcbe-b719d365d897', 'ready', 8);
INSERT INTO __fixture_schema__.video_counts VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'uploading', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'ready', 4);


--
-- Data for Name: video_crm_links; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_crm_links VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'redtail', '1001', 'Jordan Example 2', '2026-06-02 05:00:00+00');


--
-- Data for Name: video_notifications; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_notifications VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_notifications VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', '2026-06-02 05:00:00+00');


--
-- Data for Name: video_reviews; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_reviews VALUES ('09a8e196-8258-496d-99b6-66fc8216796a', '4c4bf580-06cb-4248-8993-cf10800a32f3', '50821612-d5e1-4548-9d31-002eb8d3c14c', 'Disclosure present, fine.', '2026-06-03 03:00:00+00');


--
-- Data for Name: video_screenings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: video_sources; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_sources VALUES ('1eba0272-41d5-4b61-b967-983c1059fcc7', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('7767817b-e0fa-4690-8d33-9eabeaa65fca', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', 'screen_and_camera', NULL, NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 250, NULL, NULL, 'bubble', 'bottom_right', 'medium');
INSERT INTO __fixture_schema__.video_sources VALUES ('cedeaa3e-744a-4da4-a101-b85248e0fa59', 'camera', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', 'screen_and_camera', 'webm', '2026-06-01 09:00:00+00', 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 250, 'webm', '2026-06-01 09:00:00+00', 'bubble', 'top_left', 'small');
INSERT INTO __fixture_schema__.video_sources VALUES ('30f4ad09-3a3e-425c-bf5f-27d65880c65e', 'screen_and_camera', 'webm', '2026-06-01 09:00:00+00', 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 250, NULL, NULL, 'bubble', 'bottom_right', 'medium');
INSERT INTO __fixture_schema__.video_sources VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('97b46cca-1c4c-47f2-9f35-ceaca73a163b', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('266a2cfb-ec25-46ce-9004-a25edc111bbe', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('32b87b27-cd52-4975-80bf-17eec214b6a8', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('2c658fe6-e065-4e34-902e-ceb98265e178', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('9ccd066c-c80f-49f5-a389-4e02110b65f4', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('73fae3ed-dbff-4f1f-9844-2588034c277e', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('a5015e65-21dd-41c4-b739-9d2c120ddca8', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO __fixture_schema__.video_sources VALUES ('fd036597-3f12-4783-9f5b-8ccf322ce8f9', 'screen', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);


--
-- Data for Name: video_suggestions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: video_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_versions VALUES ('3d058208-51eb-4030-adea-5674e36ffe8c', '4c4bf580-06cb-4248-8993-cf10800a32f3', 1, 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/original', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/mp4', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/thumbnail', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/captions/4f4a7c33-e25d-4f96-96bd-f669c29b7d22', 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', '26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559', 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('daa005d4-8b3d-4b79-b6bb-dbb87b03d511', '32b87b27-cd52-4975-80bf-17eec214b6a8', 1, 'videos/32b87b27-cd52-4975-80bf-17eec214b6a8/original', 'videos/32b87b27-cd52-4975-80bf-17eec214b6a8/mp4', 'videos/32b87b27-cd52-4975-80bf-17eec214b6a8/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('8dd2bdd9-27e6-49b4-97f4-ed19b88834f5', '97b46cca-1c4c-47f2-9f35-ceaca73a163b', 1, 'videos/97b46cca-1c4c-47f2-9f35-ceaca73a163b/original', 'videos/97b46cca-1c4c-47f2-9f35-ceaca73a163b/mp4', 'videos/97b46cca-1c4c-47f2-9f35-ceaca73a163b/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('37fd7585-150e-4a8c-b157-7f0b0715aae5', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', 1, 'videos/aba4e6e2-706d-4ae7-af4d-44b67caa3fb5/original', 'videos/aba4e6e2-706d-4ae7-af4d-44b67caa3fb5/mp4', 'videos/aba4e6e2-706d-4ae7-af4d-44b67caa3fb5/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('989754d2-04a5-4b3a-a3ae-58e47c897233', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 1, 'videos/e39883cf-4ceb-4409-bd97-6f783e4bfff9/original', 'videos/e39883cf-4ceb-4409-bd97-6f783e4bfff9/mp4', 'videos/e39883cf-4ceb-4409-bd97-6f783e4bfff9/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('e90b1893-49a9-4ea6-b81e-a013b77b619c', '266a2cfb-ec25-46ce-9004-a25edc111bbe', 1, 'videos/266a2cfb-ec25-46ce-9004-a25edc111bbe/original', 'videos/266a2cfb-ec25-46ce-9004-a25edc111bbe/mp4', 'videos/266a2cfb-ec25-46ce-9004-a25edc111bbe/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('be413e63-92c1-41ae-a850-72b512e43684', 'cedeaa3e-744a-4da4-a101-b85248e0fa59', 1, 'videos/cedeaa3e-744a-4da4-a101-b85248e0fa59/original', 'videos/cedeaa3e-744a-4da4-a101-b85248e0fa59/mp4', 'videos/cedeaa3e-744a-4da4-a101-b85248e0fa59/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('a4915b14-1bc2-4fcd-873c-66add0479d7d', '2c658fe6-e065-4e34-902e-ceb98265e178', 1, 'videos/2c658fe6-e065-4e34-902e-ceb98265e178/original', 'videos/2c658fe6-e065-4e34-902e-ceb98265e178/mp4', 'videos/2c658fe6-e065-4e34-902e-ceb98265e178/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('504e3097-8850-491f-913f-d9879dad9bf6', '4c4bf580-06cb-4248-8993-cf10800a32f3', 2, 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/original', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/mp4', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/thumbnail', 'videos/4c4bf580-06cb-4248-8993-cf10800a32f3/captions/eb25ad0c-3b0c-49be-9318-42fed93512e8', 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', '70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f', 'captions_edited', 'advisor', '2764169f-1a59-4d9b-bcbe-b719d365d897', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('90bbc426-8f84-4c47-a81a-877b0b116125', '9ccd066c-c80f-49f5-a389-4e02110b65f4', 1, 'videos/9ccd066c-c80f-49f5-a389-4e02110b65f4/original', 'videos/9ccd066c-c80f-49f5-a389-4e02110b65f4/mp4', 'videos/9ccd066c-c80f-49f5-a389-4e02110b65f4/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('90dd629a-4420-45a0-846f-acfa2563fe77', '73fae3ed-dbff-4f1f-9844-2588034c277e', 1, 'videos/73fae3ed-dbff-4f1f-9844-2588034c277e/original', 'videos/73fae3ed-dbff-4f1f-9844-2588034c277e/mp4', 'videos/73fae3ed-dbff-4f1f-9844-2588034c277e/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('344d625d-2cb7-4c4e-b8dd-8c0dc8f422da', 'fd036597-3f12-4783-9f5b-8ccf322ce8f9', 1, 'videos/fd036597-3f12-4783-9f5b-8ccf322ce8f9/original', 'videos/fd036597-3f12-4783-9f5b-8ccf322ce8f9/mp4', 'videos/fd036597-3f12-4783-9f5b-8ccf322ce8f9/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('cf377776-b2ca-4723-b0dd-a34b16d291d2', 'a5015e65-21dd-41c4-b739-9d2c120ddca8', 1, 'videos/a5015e65-21dd-41c4-b739-9d2c120ddca8/original', 'videos/a5015e65-21dd-41c4-b739-9d2c120ddca8/mp4', 'videos/a5015e65-21dd-41c4-b739-9d2c120ddca8/thumbnail', NULL, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');


--
-- Data for Name: videos; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.videos VALUES ('1eba0272-41d5-4b61-b967-983c1059fcc7', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Pat Lee', 'Not uploaded yet', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('7767817b-e0fa-4690-8d33-9eabeaa65fca', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Half uploaded', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('30f4ad09-3a3e-425c-bf5f-27d65880c65e', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Camera file awaited', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Camera half sent', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('266a2cfb-ec25-46ce-9004-a25edc111bbe', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Revoked link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Screen and camera', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Estate plan, password', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('f5557d1c-d55a-4ae4-a9d9-fb6a56525aca', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Jordan Smith', 'Broken recording', 'Where your accounts stand.', NULL, NULL, 3, 'failed', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 904, '5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, 'The uploaded file could not be read as a video.', false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('cedeaa3e-744a-4da4-a101-b85248e0fa59', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Camera alone', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('32b87b27-cd52-4975-80bf-17eec214b6a8', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Renewed link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Quarterly review', 'Edited description', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'made');
INSERT INTO __fixture_schema__.videos VALUES ('2c658fe6-e065-4e34-902e-ceb98265e178', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Expiring link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('97b46cca-1c4c-47f2-9f35-ceaca73a163b', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'Jordan Smith', 'Video for Jordan Smith, 1 Jun 2026', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, true, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('9ccd066c-c80f-49f5-a389-4e02110b65f4', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Jordan Smith', 'Waiting for the worker', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-02 05:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('73fae3ed-dbff-4f1f-9844-2588034c277e', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Jordan Smith', 'Needs approval, approved', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('fd036597-3f12-4783-9f5b-8ccf322ce8f9', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Jordan Smith', 'Needs approval, pending', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('a5015e65-21dd-41c4-b739-9d2c120ddca8', '1c52ce2b-d7cd-4472-8bcb-a850e2f28007', 'Jordan Smith', 'Needs approval, rejected', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'b3f9ec45b17b3f554d4cad3015b0fab2737559e82133cdca2a55bdc6cecc0d18', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, false, 'no_model');


--
-- Data for Name: viewer_compliments; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_compliments VALUES ('03d3f39e-0c00-449c-858b-d264f087b216', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'thumbs_up', 'This was helpful', '2026-06-02 05:00:00+00', NULL, NULL);
INSERT INTO __fixture_schema__.viewer_compliments VALUES ('f4807e21-7e5b-4ad4-a43a-a59fd0eea818', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'custom', 'Thanks, that answers my question about the IRA.', '2026-06-02 05:00:00+00', NULL, NULL);


--
-- Data for Name: viewer_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_events VALUES ('d5ccf1f2-7f3b-41ad-96c4-37bba821d5dc', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('0f5bd3ab-3efe-4e98-a347-a12a6ed14a06', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'VIDEO_PLAYED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('7f6d5a71-fb08-4b50-9855-dc673c467c24', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'CAPTIONS_OFF', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('4517818d-8546-40ce-90f5-c16740a04610', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'VIDEO_PAUSED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('35a9c056-357e-482a-b95a-5ba54c7d3bb1', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'VIDEO_COMPLETED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('b7b26e25-373f-4587-a5ed-f0db5d7c52a5', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'SPEED_CHANGED', '{"speed":1.5}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('88637d68-fb39-4b33-a0e2-854edfaf06d6', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'COMPLIMENT_SENT', '{"type":"thumbs_up","message":"This was helpful","atSeconds":null}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('9d7eed72-0a36-4e07-9c8a-705f7ca19857', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'COMPLIMENT_SENT', '{"type":"custom","message":"Thanks, that answers my question about the IRA.","atSeconds":null}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('e537d875-92b8-4479-a1ae-cfdd275daad6', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('6e0800cc-f960-449a-9af1-c0798a557c92', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-02T05:00:00.000Z"}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('dabac19e-265a-4c8c-9aca-48a28ddf76da', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'VIDEO_PLAYED', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('dd39d877-a44f-44bc-82a1-211c7313d004', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('31641dd6-ee5e-4260-b05e-57f350295f3a', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('b6bc15df-be22-4e85-8ad9-0c1972523a2d', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-03T06:00:00.000Z"}', '2026-06-03 06:00:00+00');


--
-- Data for Name: viewer_sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_sessions VALUES ('4c4bf580-06cb-4248-8993-cf10800a32f3', 'd89dd4bc-bcd5-471a-884e-cc93c62cb14a', '127.0.0.1', 'Mozilla/5.0 (iPhone) test', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', 1.008);
INSERT INTO __fixture_schema__.viewer_sessions VALUES ('e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'f2ba2f7e-3535-462a-aadc-3370746c66f5', '127.0.0.1', 'Mozilla/5.0 (Windows NT 10.0) fixture', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', NULL, 0);


--
-- Data for Name: webhook_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('30e45be3-99a7-40de-bb8e-7c72087000d0', 'c365d075-de5f-4086-85bf-90823706fbc8', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'video.sent', '4c4bf580-06cb-4248-8993-cf10800a32f3:video.sent:sent', '{"id":"30e45be3-99a7-40de-bb8e-7c72087000d0","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"4c4bf580-06cb-4248-8993-cf10800a32f3","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('f1f48bbd-0900-4ee3-a3c0-6831d64d9462', 'c365d075-de5f-4086-85bf-90823706fbc8', '97b46cca-1c4c-47f2-9f35-ceaca73a163b', 'video.sent', '97b46cca-1c4c-47f2-9f35-ceaca73a163b:video.sent:sent', '{"id":"f1f48bbd-0900-4ee3-a3c0-6831d64d9462","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"97b46cca-1c4c-47f2-9f35-ceaca73a163b","title":"Video for Jordan Smith, 1 Jun 2026","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/QE3Njzb73GYTHW7qmPy22Q"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('f96069ad-0be9-49e0-9102-187b0dfd5320', 'c365d075-de5f-4086-85bf-90823706fbc8', '266a2cfb-ec25-46ce-9004-a25edc111bbe', 'video.sent', '266a2cfb-ec25-46ce-9004-a25edc111bbe:video.sent:sent', '{"id":"f96069ad-0be9-49e0-9102-187b0dfd5320","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"266a2cfb-ec25-46ce-9004-a25edc111bbe","title":"Revoked link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/5kfsH758vNa3FnICdumquw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('845ff316-21e2-4829-8680-75a946995963', 'c365d075-de5f-4086-85bf-90823706fbc8', 'ff22a9e3-451c-412c-aa3f-e1e37e3aaaec', 'video.sent', 'ff22a9e3-451c-412c-aa3f-e1e37e3aaaec:video.sent:sent', '{"id":"845ff316-21e2-4829-8680-75a946995963","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"ff22a9e3-451c-412c-aa3f-e1e37e3aaaec","title":"Camera half sent","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/VGbwrzfMweOaY0ZOZ1gqSg"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('4f50f369-ede5-429f-bb92-9af0cd44ee4a', 'c365d075-de5f-4086-85bf-90823706fbc8', '2c658fe6-e065-4e34-902e-ceb98265e178', 'video.sent', '2c658fe6-e065-4e34-902e-ceb98265e178:video.sent:sent', '{"id":"4f50f369-ede5-429f-bb92-9af0cd44ee4a","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"2c658fe6-e065-4e34-902e-ceb98265e178","title":"Expiring link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/apTwCcj8_lWu9ipxgc9pBA"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('22981454-82f4-4bac-bd6c-c0b5df8241d1', 'c365d075-de5f-4086-85bf-90823706fbc8', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'video.sent', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9:video.sent:sent', '{"id":"22981454-82f4-4bac-bd6c-c0b5df8241d1","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"e39883cf-4ceb-4409-bd97-6f783e4bfff9","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/QnW9Uf26zuYOYKbITMBUsQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('10d63ae3-a509-4e2c-bd32-91e596bc3730', 'c365d075-de5f-4086-85bf-90823706fbc8', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5', 'video.sent', 'aba4e6e2-706d-4ae7-af4d-44b67caa3fb5:video.sent:sent', '{"id":"10d63ae3-a509-4e2c-bd32-91e596bc3730","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"aba4e6e2-706d-4ae7-af4d-44b67caa3fb5","title":"Screen and camera","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/OSO4pIsGBi2Eyty0s7eg8w"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('81c17f28-2c66-4df1-97fe-8518ccb3bea1', 'c365d075-de5f-4086-85bf-90823706fbc8', 'cedeaa3e-744a-4da4-a101-b85248e0fa59', 'video.sent', 'cedeaa3e-744a-4da4-a101-b85248e0fa59:video.sent:sent', '{"id":"81c17f28-2c66-4df1-97fe-8518ccb3bea1","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"cedeaa3e-744a-4da4-a101-b85248e0fa59","title":"Camera alone","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/RT1uCo_9l6PenDLtVAQy8Q"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('c908f96f-9bc2-4e28-8ee3-5ff4552d12e2', 'c365d075-de5f-4086-85bf-90823706fbc8', '32b87b27-cd52-4975-80bf-17eec214b6a8', 'video.sent', '32b87b27-cd52-4975-80bf-17eec214b6a8:video.sent:sent', '{"id":"c908f96f-9bc2-4e28-8ee3-5ff4552d12e2","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"32b87b27-cd52-4975-80bf-17eec214b6a8","title":"Renewed link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/CrDrluuIS630Kl1ztyaUag"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('17d72618-4018-4a0f-aeea-2ae0d80aecb0', 'c365d075-de5f-4086-85bf-90823706fbc8', '7767817b-e0fa-4690-8d33-9eabeaa65fca', 'video.sent', '7767817b-e0fa-4690-8d33-9eabeaa65fca:video.sent:sent', '{"id":"17d72618-4018-4a0f-aeea-2ae0d80aecb0","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"7767817b-e0fa-4690-8d33-9eabeaa65fca","title":"Half uploaded","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/OkNNXRW5p0q4BLKCiNQOnQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('41f69dfa-3ca1-4d4c-877a-09bd81dd6d9e', 'c365d075-de5f-4086-85bf-90823706fbc8', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9', 'video.first_viewed', 'e39883cf-4ceb-4409-bd97-6f783e4bfff9:video.first_viewed:first', '{"id":"41f69dfa-3ca1-4d4c-877a-09bd81dd6d9e","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"e39883cf-4ceb-4409-bd97-6f783e4bfff9","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/QnW9Uf26zuYOYKbITMBUsQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('40eb0275-7692-42de-bb8a-48a907e710ae', 'c365d075-de5f-4086-85bf-90823706fbc8', '4c4bf580-06cb-4248-8993-cf10800a32f3', 'video.first_viewed', '4c4bf580-06cb-4248-8993-cf10800a32f3:video.first_viewed:first', '{"id":"40eb0275-7692-42de-bb8a-48a907e710ae","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"4c4bf580-06cb-4248-8993-cf10800a32f3","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/HZy_1-C5iAYUinzUynVj0g"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('50902035-685d-4e0d-ad8e-b3c104e24d9d', 'c365d075-de5f-4086-85bf-90823706fbc8', '30f4ad09-3a3e-425c-bf5f-27d65880c65e', 'video.sent', '30f4ad09-3a3e-425c-bf5f-27d65880c65e:video.sent:sent', '{"id":"50902035-685d-4e0d-ad8e-b3c104e24d9d","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"30f4ad09-3a3e-425c-bf5f-27d65880c65e","title":"Camera file awaited","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:44491/share/Ch1XIrvfj7QHd_s7uTrntw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('c9b5c7f9-0eb8-4a60-be49-c556dd5bc2bd', 'c365d075-de5f-4086-85bf-90823706fbc8', '1eba0272-41d5-4b61-b967-983c1059fcc7', 'video.sent', '1eba0272-41d5-4b61-b967-983c1059fcc7:video.sent:sent', '{"id":"c9b5c7f9-0eb8-4a60-be49-c556dd5bc2bd","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"1eba0272-41d5-4b61-b967-983c1059fcc7","title":"Not uploaded yet","clientName":"Pat Lee","shareUrl":"http://127.0.0.1:44491/share/r1hApCITnA2vkTIB0my-qw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: webhooks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhooks VALUES ('c365d075-de5f-4086-85bf-90823706fbc8', '2764169f-1a59-4d9b-bcbe-b719d365d897', 'http://127.0.0.1:42913/hooks/briefcast', '["video.sent","video.first_viewed"]', 'v1.Oic96dymeNqGwOAI.CI-W4WtOtg73vcldX9eK2g.EhieNPKyhebYY5SjmmFeMfPHmWuqnepH8V7nyMhpOSYCG5iaggY', '••••FT6y', '2026-06-01 09:00:00+00');


--
-- Name: audit_log_seq_seq; Type: SEQUENCE SET; Schema: __fixture_schema__; Owner: -
--

SELECT pg_catalog.setval('__fixture_schema__.audit_log_seq_seq', 56, true);


--
-- Name: advisor_settings advisor_settings_advisor_id_key; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.advisor_settings
    ADD CONSTRAINT advisor_settings_advisor_id_key UNIQUE (advisor_id);


--
-- Name: advisor_settings advisor_settings_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.advisor_settings
    ADD CONSTRAINT advisor_settings_pkey PRIMARY KEY (id);


--
-- Name: advisors advisors_email_key; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.advisors
    ADD CONSTRAINT advisors_email_key UNIQUE (email);


--
-- Name: advisors advisors_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.advisors
    ADD CONSTRAINT advisors_pkey PRIMARY KEY (id);


--
-- Name: audit_log audit_log_id_key; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.audit_log
    ADD CONSTRAINT audit_log_id_key UNIQUE (id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (seq);


--
-- Name: caption_tracks caption_tracks_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.caption_tracks
    ADD CONSTRAINT caption_tracks_pkey PRIMARY KEY (video_id, language);


--
-- Name: comment_replies comment_replies_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.comment_replies
    ADD CONSTRAINT comment_replies_pkey PRIMARY KEY (id);


--
-- Name: crm_connections crm_connections_pk; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_connections
    ADD CONSTRAINT crm_connections_pk PRIMARY KEY (advisor_id, provider);


--
-- Name: crm_note_deliveries crm_note_deliveries_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_note_deliveries
    ADD CONSTRAINT crm_note_deliveries_pkey PRIMARY KEY (id);


--
-- Name: crm_note_deliveries crm_note_deliveries_video_dedupe; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_note_deliveries
    ADD CONSTRAINT crm_note_deliveries_video_dedupe UNIQUE (video_id, dedupe_key);


--
-- Name: disclosure_versions disclosure_versions_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.disclosure_versions
    ADD CONSTRAINT disclosure_versions_pkey PRIMARY KEY (id);


--
-- Name: firm_settings firm_settings_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.firm_settings
    ADD CONSTRAINT firm_settings_pkey PRIMARY KEY (id);


--
-- Name: integrations_key_check integrations_key_check_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.integrations_key_check
    ADD CONSTRAINT integrations_key_check_pkey PRIMARY KEY (id);


--
-- Name: jobs jobs_dedupe_key_key; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.jobs
    ADD CONSTRAINT jobs_dedupe_key_key UNIQUE (dedupe_key);


--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration_lock kysely_migration_lock_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.kysely_migration_lock
    ADD CONSTRAINT kysely_migration_lock_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration kysely_migration_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.kysely_migration
    ADD CONSTRAINT kysely_migration_pkey PRIMARY KEY (name);


--
-- Name: media_files media_files_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.media_files
    ADD CONSTRAINT media_files_pkey PRIMARY KEY (id);


--
-- Name: password_reset_tokens password_reset_tokens_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (id);


--
-- Name: pricing_events pricing_events_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.pricing_events
    ADD CONSTRAINT pricing_events_pkey PRIMARY KEY (id);


--
-- Name: rate_limits rate_limits_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);


--
-- Name: recording_events recording_events_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.recording_events
    ADD CONSTRAINT recording_events_pkey PRIMARY KEY (id);


--
-- Name: screening_findings screening_findings_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.screening_findings
    ADD CONSTRAINT screening_findings_pkey PRIMARY KEY (id);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);


--
-- Name: settings_events settings_events_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.settings_events
    ADD CONSTRAINT settings_events_pkey PRIMARY KEY (id);


--
-- Name: share_links share_links_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.share_links
    ADD CONSTRAINT share_links_pkey PRIMARY KEY (video_id);


--
-- Name: share_pass_views share_pass_views_pk; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.share_pass_views
    ADD CONSTRAINT share_pass_views_pk PRIMARY KEY (video_id, pass_id);


--
-- Name: signing_keys signing_keys_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.signing_keys
    ADD CONSTRAINT signing_keys_pkey PRIMARY KEY (name);


--
-- Name: signup_events signup_events_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.signup_events
    ADD CONSTRAINT signup_events_pkey PRIMARY KEY (id);


--
-- Name: subscriptions subscriptions_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);


--
-- Name: upload_locks upload_locks_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.upload_locks
    ADD CONSTRAINT upload_locks_pkey PRIMARY KEY (upload_id);


--
-- Name: uploads uploads_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.uploads
    ADD CONSTRAINT uploads_pkey PRIMARY KEY (id);


--
-- Name: video_approvals video_approvals_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_approvals
    ADD CONSTRAINT video_approvals_pkey PRIMARY KEY (video_id);


--
-- Name: video_chapters video_chapters_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_chapters
    ADD CONSTRAINT video_chapters_pkey PRIMARY KEY (video_id, start_seconds);


--
-- Name: video_counts video_counts_pk; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_counts
    ADD CONSTRAINT video_counts_pk PRIMARY KEY (advisor_id, status);


--
-- Name: video_crm_links video_crm_links_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_crm_links
    ADD CONSTRAINT video_crm_links_pkey PRIMARY KEY (video_id);


--
-- Name: video_notifications video_notifications_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_notifications
    ADD CONSTRAINT video_notifications_pkey PRIMARY KEY (video_id);


--
-- Name: video_reviews video_reviews_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_reviews
    ADD CONSTRAINT video_reviews_pkey PRIMARY KEY (id);


--
-- Name: video_screenings video_screenings_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_screenings
    ADD CONSTRAINT video_screenings_pkey PRIMARY KEY (video_id);


--
-- Name: video_sources video_sources_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_sources
    ADD CONSTRAINT video_sources_pkey PRIMARY KEY (video_id);


--
-- Name: video_suggestions video_suggestions_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_suggestions
    ADD CONSTRAINT video_suggestions_pkey PRIMARY KEY (video_id);


--
-- Name: video_versions video_versions_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_versions
    ADD CONSTRAINT video_versions_pkey PRIMARY KEY (id);


--
-- Name: video_versions video_versions_video_version; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_versions
    ADD CONSTRAINT video_versions_video_version UNIQUE (video_id, version);


--
-- Name: videos videos_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.videos
    ADD CONSTRAINT videos_pkey PRIMARY KEY (id);


--
-- Name: viewer_compliments viewer_compliments_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_compliments
    ADD CONSTRAINT viewer_compliments_pkey PRIMARY KEY (id);


--
-- Name: viewer_events viewer_events_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_events
    ADD CONSTRAINT viewer_events_pkey PRIMARY KEY (id);


--
-- Name: viewer_sessions viewer_sessions_pk; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_sessions
    ADD CONSTRAINT viewer_sessions_pk PRIMARY KEY (video_id, session_id);


--
-- Name: webhook_deliveries webhook_deliveries_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id);


--
-- Name: webhook_deliveries webhook_deliveries_webhook_dedupe; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_webhook_dedupe UNIQUE (webhook_id, dedupe_key);


--
-- Name: webhooks webhooks_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.webhooks
    ADD CONSTRAINT webhooks_pkey PRIMARY KEY (id);


--
-- Name: comment_replies_video_idx; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX comment_replies_video_idx ON __fixture_schema__.comment_replies USING btree (video_id, created_at);


--
-- Name: disclosure_versions_advisor_version; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX disclosure_versions_advisor_version ON __fixture_schema__.disclosure_versions USING btree (advisor_id, version);


--
-- Name: jobs_ready; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX jobs_ready ON __fixture_schema__.jobs USING btree (status, run_at);


--
-- Name: password_reset_tokens_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX password_reset_tokens_advisor ON __fixture_schema__.password_reset_tokens USING btree (advisor_id);


--
-- Name: password_reset_tokens_link_hash; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX password_reset_tokens_link_hash ON __fixture_schema__.password_reset_tokens USING btree (link_hash);


--
-- Name: screening_findings_video_idx; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX screening_findings_video_idx ON __fixture_schema__.screening_findings USING btree (video_id, start_ms);


--
-- Name: sessions_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX sessions_advisor ON __fixture_schema__.sessions USING btree (advisor_id);


--
-- Name: sessions_expires; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX sessions_expires ON __fixture_schema__.sessions USING btree (expires_at);


--
-- Name: share_links_share_link; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX share_links_share_link ON __fixture_schema__.share_links USING btree (share_link);


--
-- Name: subscriptions_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX subscriptions_advisor ON __fixture_schema__.subscriptions USING btree (advisor_id);


--
-- Name: uploads_updated; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX uploads_updated ON __fixture_schema__.uploads USING btree (updated_at);


--
-- Name: uploads_video_track; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX uploads_video_track ON __fixture_schema__.uploads USING btree (video_id, track);


--
-- Name: video_reviews_video_created; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX video_reviews_video_created ON __fixture_schema__.video_reviews USING btree (video_id, created_at);


--
-- Name: videos_advisor_client_request; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX videos_advisor_client_request ON __fixture_schema__.videos USING btree (advisor_id, client_request_id);


--
-- Name: videos_advisor_created; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_advisor_created ON __fixture_schema__.videos USING btree (advisor_id, created_at, id);


--
-- Name: videos_advisor_status_created; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_advisor_status_created ON __fixture_schema__.videos USING btree (advisor_id, status, created_at, id);


--
-- Name: videos_advisor_updated; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_advisor_updated ON __fixture_schema__.videos USING btree (advisor_id, updated_at);


--
-- Name: videos_created; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_created ON __fixture_schema__.videos USING btree (created_at);


--
-- Name: videos_description_trigram; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_description_trigram ON __fixture_schema__.videos USING gin (lower(COALESCE(description, ''::text)) public.gin_trgm_ops);


--
-- Name: videos_title_trigram; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX videos_title_trigram ON __fixture_schema__.videos USING gin (lower(COALESCE(title, ''::text)) public.gin_trgm_ops);


--
-- Name: viewer_compliments_video; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX viewer_compliments_video ON __fixture_schema__.viewer_compliments USING btree (video_id, created_at);


--
-- Name: viewer_events_video; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX viewer_events_video ON __fixture_schema__.viewer_events USING btree (video_id, created_at);


--
-- Name: viewer_sessions_video_played; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX viewer_sessions_video_played ON __fixture_schema__.viewer_sessions USING btree (video_id, played_at);


--
-- Name: webhook_deliveries_webhook_created; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX webhook_deliveries_webhook_created ON __fixture_schema__.webhook_deliveries USING btree (webhook_id, created_at);


--
-- Name: webhooks_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX webhooks_advisor ON __fixture_schema__.webhooks USING btree (advisor_id);


--
-- Name: audit_log audit_log_no_truncate; Type: TRIGGER; Schema: __fixture_schema__; Owner: -
--

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON __fixture_schema__.audit_log FOR EACH STATEMENT EXECUTE FUNCTION __fixture_schema__.audit_log_refuse_change();


--
-- Name: audit_log audit_log_no_update_delete; Type: TRIGGER; Schema: __fixture_schema__; Owner: -
--

CREATE TRIGGER audit_log_no_update_delete BEFORE DELETE OR UPDATE ON __fixture_schema__.audit_log FOR EACH ROW EXECUTE FUNCTION __fixture_schema__.audit_log_refuse_change();


--
-- Name: videos video_counts_insert_delete; Type: TRIGGER; Schema: __fixture_schema__; Owner: -
--

CREATE TRIGGER video_counts_insert_delete AFTER INSERT OR DELETE ON __fixture_schema__.videos FOR EACH ROW EXECUTE FUNCTION __fixture_schema__.video_counts_follow();


--
-- Name: videos video_counts_update; Type: TRIGGER; Schema: __fixture_schema__; Owner: -
--

CREATE TRIGGER video_counts_update AFTER UPDATE OF advisor_id, status ON __fixture_schema__.videos FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.advisor_id IS DISTINCT FROM new.advisor_id))) EXECUTE FUNCTION __fixture_schema__.video_counts_follow();


--
-- Name: advisor_settings advisor_settings_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.advisor_settings
    ADD CONSTRAINT advisor_settings_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: caption_tracks caption_tracks_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.caption_tracks
    ADD CONSTRAINT caption_tracks_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: comment_replies comment_replies_comment_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.comment_replies
    ADD CONSTRAINT comment_replies_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES __fixture_schema__.viewer_compliments(id) ON DELETE CASCADE;


--
-- Name: comment_replies comment_replies_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.comment_replies
    ADD CONSTRAINT comment_replies_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: crm_connections crm_connections_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_connections
    ADD CONSTRAINT crm_connections_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: crm_note_deliveries crm_note_deliveries_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_note_deliveries
    ADD CONSTRAINT crm_note_deliveries_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: crm_note_deliveries crm_note_deliveries_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.crm_note_deliveries
    ADD CONSTRAINT crm_note_deliveries_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: disclosure_versions disclosure_versions_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.disclosure_versions
    ADD CONSTRAINT disclosure_versions_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: firm_settings firm_settings_updated_by_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.firm_settings
    ADD CONSTRAINT firm_settings_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES __fixture_schema__.advisors(id) ON DELETE SET NULL;


--
-- Name: media_files media_files_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.media_files
    ADD CONSTRAINT media_files_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: password_reset_tokens password_reset_tokens_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: recording_events recording_events_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.recording_events
    ADD CONSTRAINT recording_events_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: recording_events recording_events_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.recording_events
    ADD CONSTRAINT recording_events_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE SET NULL;


--
-- Name: screening_findings screening_findings_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.screening_findings
    ADD CONSTRAINT screening_findings_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: sessions sessions_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.sessions
    ADD CONSTRAINT sessions_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: settings_events settings_events_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.settings_events
    ADD CONSTRAINT settings_events_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: share_links share_links_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.share_links
    ADD CONSTRAINT share_links_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: share_pass_views share_pass_views_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.share_pass_views
    ADD CONSTRAINT share_pass_views_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: signup_events signup_events_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.signup_events
    ADD CONSTRAINT signup_events_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: subscriptions subscriptions_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.subscriptions
    ADD CONSTRAINT subscriptions_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: uploads uploads_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.uploads
    ADD CONSTRAINT uploads_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: uploads uploads_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.uploads
    ADD CONSTRAINT uploads_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_approvals video_approvals_decided_by_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_approvals
    ADD CONSTRAINT video_approvals_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES __fixture_schema__.advisors(id) ON DELETE SET NULL;


--
-- Name: video_approvals video_approvals_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_approvals
    ADD CONSTRAINT video_approvals_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_chapters video_chapters_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_chapters
    ADD CONSTRAINT video_chapters_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_counts video_counts_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_counts
    ADD CONSTRAINT video_counts_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: video_crm_links video_crm_links_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_crm_links
    ADD CONSTRAINT video_crm_links_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_notifications video_notifications_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_notifications
    ADD CONSTRAINT video_notifications_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_reviews video_reviews_reviewer_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_reviews
    ADD CONSTRAINT video_reviews_reviewer_id_fkey FOREIGN KEY (reviewer_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: video_reviews video_reviews_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_reviews
    ADD CONSTRAINT video_reviews_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_screenings video_screenings_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_screenings
    ADD CONSTRAINT video_screenings_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_sources video_sources_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_sources
    ADD CONSTRAINT video_sources_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_suggestions video_suggestions_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_suggestions
    ADD CONSTRAINT video_suggestions_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: video_versions video_versions_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_versions
    ADD CONSTRAINT video_versions_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: videos videos_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.videos
    ADD CONSTRAINT videos_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- Name: viewer_compliments viewer_compliments_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_compliments
    ADD CONSTRAINT viewer_compliments_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: viewer_events viewer_events_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_events
    ADD CONSTRAINT viewer_events_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: viewer_sessions viewer_sessions_video_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.viewer_sessions
    ADD CONSTRAINT viewer_sessions_video_id_fkey FOREIGN KEY (video_id) REFERENCES __fixture_schema__.videos(id) ON DELETE CASCADE;


--
-- Name: webhook_deliveries webhook_deliveries_webhook_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.webhook_deliveries
    ADD CONSTRAINT webhook_deliveries_webhook_id_fkey FOREIGN KEY (webhook_id) REFERENCES __fixture_schema__.webhooks(id) ON DELETE CASCADE;


--
-- Name: webhooks webhooks_advisor_id_fkey; Type: FK CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.webhooks
    ADD CONSTRAINT webhooks_advisor_id_fkey FOREIGN KEY (advisor_id) REFERENCES __fixture_schema__.advisors(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


