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
    updated_at timestamp with time zone NOT NULL
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
    updated_at timestamp with time zone NOT NULL
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
    view_count integer DEFAULT 0 NOT NULL,
    password_hash text,
    share_link text NOT NULL,
    transcript_url text,
    captions_data text,
    transcript_text text,
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
    share_revoked_at timestamp with time zone,
    share_expires_at timestamp with time zone,
    last_notified_at timestamp with time zone,
    share_expiry_recorded timestamp with time zone,
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
    read_at timestamp with time zone
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

INSERT INTO __fixture_schema__.advisor_settings VALUES ('8a564c28-ae11-4fa2-84f9-45fcee901323', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', NULL, true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('3ed9aee7-49b9-4834-afe7-a4fbd7443b18', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', '+1 415 555 0100', 'https://cal.example.com/ana', 'Advisory services offered through Diaz Wealth Partners, an RIA.', '/media/branding/92527e14-423f-4b08-95b8-43ce09392bf1', NULL, '#115e59', '#134e4a', '2026-06-01 09:00:00+00', true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('0f66ac24-0a54-41fa-89b6-8d1b03f8e74d', '470fbf23-8412-414c-a0bd-556bb18fe2e7', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', '2026-06-01 09:00:00+00', false);


--
-- Data for Name: advisors; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.advisors VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Ben Okafor', 'Diaz Wealth Partners', 'ben@fixture.example.com', 'scrypt$32768$8$1$+x1FPDWaDBYsbZsx4a+SeA==$2C+WckttSArOjyUElw0Gy9ZnLmaOY52yW50qA0Exp2c=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');
INSERT INTO __fixture_schema__.advisors VALUES ('2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'Casey Principal', 'Diaz Wealth Partners', 'casey@fixture.example.com', 'scrypt$32768$8$1$9gk8Qv8iTBhfjJctgqHjpg==$a0FouB+pqR8DEjEDWZI/zZLvg8XNmOJIBlKQydONe8g=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'compliance');
INSERT INTO __fixture_schema__.advisors VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Ana Diaz', 'Diaz Wealth Partners', 'ana@fixture.example.com', 'scrypt$32768$8$1$t5zlbgkLVuS7Yhs+fH9kHw==$hOR1XLRVnWt44/78ShU9Kcv3aCEae/Ij3lPrKNeDTy4=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.audit_log VALUES (1, '69cd6842-f81b-4e66-a26d-4a492cc2ff25', 'system', NULL, 'account.compliance_granted', 'account', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', '{"email":"casey@fixture.example.com","role":"compliance","via":"admin-cli"}', '0000000000000000000000000000000000000000000000000000000000000000', '9d45f89caeb21d9a7af1d69c4a25b61f3a86c6b82f91d2b6b5d28a4f240d8007', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (2, 'a87afad1-fa21-4491-a5b2-2ed1dcf67727', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'disclosure.changed', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', '{"previousSha256":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","previousVersion":1,"sha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","version":2}', '9d45f89caeb21d9a7af1d69c4a25b61f3a86c6b82f91d2b6b5d28a4f240d8007', 'f16a396d3e635feb12ee39c3f320d81eafe615c88338c4d5146f06f5133a2fa4', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (3, 'd26a64fd-473c-488d-8981-d89c956ca7ed', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'integration.connected', 'crm', 'redtail', '{"provider":"redtail"}', 'f16a396d3e635feb12ee39c3f320d81eafe615c88338c4d5146f06f5133a2fa4', '5bf4c1f2d35d832cc2a52abb17bba28866b3d04f3bd6aa6430d150de3a8a93e7', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (4, '24b84e6b-7435-46be-b44f-f47a5d8aa8f0', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'webhook.created', 'webhook', 'e556782b-3c6e-4924-88f1-b038d398becd', '{"events":["video.sent","video.first_viewed"],"url":"http://127.0.0.1:42975/hooks/briefcast"}', '5bf4c1f2d35d832cc2a52abb17bba28866b3d04f3bd6aa6430d150de3a8a93e7', '4a43b0c57b8bd26adc1edc78dbaef592f8aa3336ded4bd6e11a2fed9066d17c6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (5, '2943e986-eeb9-4f80-9639-f5c5e6e22390', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '613fed5a-756d-458b-8545-4bc75c7ae8b6', '{"captionsEnabled":true,"clientName":"Pat Lee","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Not uploaded yet"}', '4a43b0c57b8bd26adc1edc78dbaef592f8aa3336ded4bd6e11a2fed9066d17c6', 'b2ed92eb9c5297d891426d5a0bed5038e5bc6803f02b62548917e429e1c9abaa', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (6, 'fe23eaf3-8e0a-4c88-a5f8-fac3c8084490', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '4a76b383-f19c-4528-9de3-24f5982c219c', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Half uploaded"}', 'b2ed92eb9c5297d891426d5a0bed5038e5bc6803f02b62548917e429e1c9abaa', '02cfb24264fb0876652e2092512c1076885103ab1d30f051817798c62aa0b60c', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (7, 'e26d7773-809f-4d7b-9a2c-3385d9ead80e', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Quarterly review"}', '02cfb24264fb0876652e2092512c1076885103ab1d30f051817798c62aa0b60c', 'e0cd959624175670056fd19d7a7f5033946b6003f390c0f16947cfe5b6158a7b', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (8, 'a2a36780-78f0-4469-b4fc-3b87997a492e', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":true,"title":"Estate plan, password"}', 'e0cd959624175670056fd19d7a7f5033946b6003f390c0f16947cfe5b6158a7b', '4a9009c3cf60a6da066de4e13a7cd92c78038c00229581fb53180e4b88ce8f3f', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (9, '9abb0400-ea7a-4ae4-ae86-a6a1ff905bd9', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', 'e1cae605-519b-496b-8776-46a1de045da3', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Video for Jordan Smith, 1 Jun 2026"}', '4a9009c3cf60a6da066de4e13a7cd92c78038c00229581fb53180e4b88ce8f3f', '1597bbdf2d78ba83a014ce3d223b54cc597a80325b0098c0384aa73910749f41', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (10, '4433dc79-0b24-4f89-82c0-b455bdf839a7', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', 'cd35f0b7-9935-4340-b874-68c95371f978', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Revoked link"}', '1597bbdf2d78ba83a014ce3d223b54cc597a80325b0098c0384aa73910749f41', '29b11a178bf7555c621f2cb2d3a2ac637f683ea227ae19cd31f4d1eb52252e71', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (11, '18f0c10f-45ec-4a82-8cee-9ddda0b0a4e7', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '883cc52f-0900-4c69-adb9-e1a244114b1a', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Renewed link"}', '29b11a178bf7555c621f2cb2d3a2ac637f683ea227ae19cd31f4d1eb52252e71', 'df2d7fe5502027cc2650e4134a2f1fe0e04acf9df33bf73358b7fc58ef6e14f1', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (12, 'b590c211-c526-4724-b2a1-60fddd6f4f0c', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.created', 'video', '8594b177-129b-4496-a4a1-0685dea0d9c2', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Expiring link"}', 'df2d7fe5502027cc2650e4134a2f1fe0e04acf9df33bf73358b7fc58ef6e14f1', 'e8cb280131878a9df4400ef62de0f1e41f0526c8d9a95478f8ad78e0c2f33fbe', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (13, '57042a0f-2201-469e-958e-c0469aefdfaf', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.created', 'video', 'ce90c7b6-7a68-4041-9be9-e77421d8c1a2', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","declaredSize":904,"passwordProtected":false,"title":"Broken recording"}', 'e8cb280131878a9df4400ef62de0f1e41f0526c8d9a95478f8ad78e0c2f33fbe', 'e56512f9fe37f7a58d090e06c3d82953ec43691c50475fe81ec097263c41a521', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (14, 'b7bfc2ef-73a4-4549-b7da-bdef17b1c42d', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', 'e56512f9fe37f7a58d090e06c3d82953ec43691c50475fe81ec097263c41a521', '5306530a3f2ac67e4be8c7428f085832ce6cdbfd0c8ec1f4ce0bf4bf44d8d509', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (15, '49db283b-b60e-423a-9747-630552e72f14', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '5306530a3f2ac67e4be8c7428f085832ce6cdbfd0c8ec1f4ce0bf4bf44d8d509', '1d8abdba6059f746a8f27ac60a7e00c81f359579ac87f334c6f7d53e9b190f2c', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (16, '068db501-2709-45f0-860d-027a4c346013', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', 'e1cae605-519b-496b-8776-46a1de045da3', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '1d8abdba6059f746a8f27ac60a7e00c81f359579ac87f334c6f7d53e9b190f2c', '034eaabf9a809b9204d7fb440fcba6d7176581e88b703174e56d3036a7b91ad9', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (17, 'c3b30e41-e2b2-4c03-8cbf-eb7121b09c60', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', 'cd35f0b7-9935-4340-b874-68c95371f978', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '034eaabf9a809b9204d7fb440fcba6d7176581e88b703174e56d3036a7b91ad9', '6f000d4b6bd5ba8211425e47c17bc5939d7dfa608fc3eb461e6c1f2e957404f2', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (18, '627a9db6-9dbf-451b-93dd-48f84575f1a8', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', '883cc52f-0900-4c69-adb9-e1a244114b1a', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '6f000d4b6bd5ba8211425e47c17bc5939d7dfa608fc3eb461e6c1f2e957404f2', '32da07fa5a019c5b739948606cfc51f728ace1adb064d94595b02c67e32d2483', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (19, 'b47903b1-451e-40a7-927e-dd49578486d6', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.uploaded', 'video', '8594b177-129b-4496-a4a1-0685dea0d9c2', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '32da07fa5a019c5b739948606cfc51f728ace1adb064d94595b02c67e32d2483', 'd9dad794f08ea9975e7592a3429c430f8aaf7900d97f742edf2b944d93ee4a19', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (20, '50fa5798-3ddb-44f6-b618-6c7560e8e13e', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.uploaded', 'video', 'ce90c7b6-7a68-4041-9be9-e77421d8c1a2', '{"container":"webm","sha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","size":904}', 'd9dad794f08ea9975e7592a3429c430f8aaf7900d97f742edf2b944d93ee4a19', '60123c79840334a9255f1df99ed8776c4f2aca412daed5f0f5381ec7a54557ef', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (21, '8978c85c-0bed-4ad1-8c18-d68947010898', 'system', NULL, 'video.failed', 'video', 'ce90c7b6-7a68-4041-9be9-e77421d8c1a2', '{"reason":"The uploaded file could not be read as a video."}', '60123c79840334a9255f1df99ed8776c4f2aca412daed5f0f5381ec7a54557ef', '44265662a1afeafa0cf48a7e2620910bbc0d78fb20be00641a6816b39a067071', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (22, 'daff9646-6bde-4b46-8b1f-a27a455d9cb1', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.created', 'video', '839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Waiting for the worker"}', '44265662a1afeafa0cf48a7e2620910bbc0d78fb20be00641a6816b39a067071', 'e55151329886f93c907811b5897bf994c98591bd2c7398afbde5b8bf2dfa1747', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (23, '8d04bf94-7ecf-4f87-9c00-f8a376fbf9fd', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.uploaded', 'video', '839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', 'e55151329886f93c907811b5897bf994c98591bd2c7398afbde5b8bf2dfa1747', '188244ce323c278e6543463a66f9e5adce578d613555e117d904e67c2d94b86b', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (24, '472d8026-e7e2-4958-bcec-8423ab78bbf0', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.updated', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"changes":{"description":{"new":"Edited description","old":"Where your accounts stand."}}}', '188244ce323c278e6543463a66f9e5adce578d613555e117d904e67c2d94b86b', '65f0f1d30fe67fc1b982c937b79d21d4cd9824bfeb87caad35d72c8dd7cbad2b', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (25, '7e63b870-9d49-4557-8351-8fac7ddc69ad', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.captions_edited', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"oldSha256":"26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559","sha256":"70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f","version":2}', '65f0f1d30fe67fc1b982c937b79d21d4cd9824bfeb87caad35d72c8dd7cbad2b', '46b093504b63796d0319990e5eeca0234122a0cb41c393cbc1fd6917175f7283', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (26, '5dfb0cc7-5b8e-4c9c-9642-ff7b85393e7c', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.updated', 'video', '8594b177-129b-4496-a4a1-0685dea0d9c2', '{"changes":{"shareExpiresAt":{"new":"2026-06-02T06:00:00.000Z","old":null}}}', '46b093504b63796d0319990e5eeca0234122a0cb41c393cbc1fd6917175f7283', '5bcd10a2a2229f2ab689015bc86a1d0e2d205286254c41ac47a97d4435e6a1e6', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (27, 'b56d057e-d386-4b4e-94de-76891bb25e6f', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.updated', 'video', 'e1cae605-519b-496b-8776-46a1de045da3', '{"changes":{"shareExpiresAt":{"new":"2027-12-31T17:00:00.000Z","old":null}},"password":"set"}', '5bcd10a2a2229f2ab689015bc86a1d0e2d205286254c41ac47a97d4435e6a1e6', '086bc937ea2496d41275b1ce4a9ce472a5f5437c49c9d0b3cb91ed39156ab553', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (28, '1959235e-adea-455b-b70c-25035e90a89c', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.link_revoked', 'video', 'cd35f0b7-9935-4340-b874-68c95371f978', '{"shareLink":"q91p49_ismyUN-jjIUEImQ"}', '086bc937ea2496d41275b1ce4a9ce472a5f5437c49c9d0b3cb91ed39156ab553', '1cdeae83f3de7752d0a7e1807d3cc15ed3d5fa79f7e51e645885b051b96125f7', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (29, '02ae1d4e-4575-430c-a456-f2500d8d37aa', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.link_revoked', 'video', '883cc52f-0900-4c69-adb9-e1a244114b1a', '{"shareLink":"M8FdToGE3WL4ZKKXwYYCMg"}', '1cdeae83f3de7752d0a7e1807d3cc15ed3d5fa79f7e51e645885b051b96125f7', '9287a1ce5d041203d1483c2a047c11d9d33894f8aafde5cc99aed61b2651a5c5', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (30, '09750132-e34c-484a-bada-e1b6a54e1626', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'video.link_renewed', 'video', '883cc52f-0900-4c69-adb9-e1a244114b1a', '{"oldShareLink":"M8FdToGE3WL4ZKKXwYYCMg","shareLink":"_WyWcb_mglB3B7649RclwA"}', '9287a1ce5d041203d1483c2a047c11d9d33894f8aafde5cc99aed61b2651a5c5', '0cdd279627a59e2f1769ce3a3471a081bec8db69885c4f0ecedeccc86de7a904', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (31, '2474bd96-8736-4de2-b8d3-36fda8352e78', 'client', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'share.terms_accepted', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', '0cdd279627a59e2f1769ce3a3471a081bec8db69885c4f0ecedeccc86de7a904', '042fed34ffbcfaeea5859db9a30e00d02990dc42bc33bfc76ce3cdfec8293d3c', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (32, '310558ea-28eb-43b8-9721-95c29781c0f1', 'client', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'share.compliment_received', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"ip":"127.0.0.1","message":"This was helpful","type":"thumbs_up","userAgent":"Mozilla/5.0 (iPhone) test"}', '042fed34ffbcfaeea5859db9a30e00d02990dc42bc33bfc76ce3cdfec8293d3c', '571a6b55fe76e44fa3bc03783ac0ac03d159e6dca5bb26b2e742ff0b9a18dc67', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (33, '0b74ad7c-6bfc-434f-b489-ec4efaff9318', 'client', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'share.comment_received', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"ip":"127.0.0.1","message":"Thanks, that answers my question about the IRA.","type":"custom","userAgent":"Mozilla/5.0 (iPhone) test"}', '571a6b55fe76e44fa3bc03783ac0ac03d159e6dca5bb26b2e742ff0b9a18dc67', '660ac6b265286847cb4831bccc64dd0effd06d33e90cff314146b707b8aa7e62', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (34, 'b09e8c39-959b-454a-9c0f-9b0d2302618a', 'client', '756c908a-749f-4d0c-93dc-cef56ee96162', 'share.terms_accepted', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '660ac6b265286847cb4831bccc64dd0effd06d33e90cff314146b707b8aa7e62', 'c4b4a1987780d76c9f8d9d899c01256274700ed47890fb6e613e9bba035fdd3a', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (35, '42337194-992f-4e46-a935-64d578f1427b', 'client', '756c908a-749f-4d0c-93dc-cef56ee96162', 'share.password_verified', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'c4b4a1987780d76c9f8d9d899c01256274700ed47890fb6e613e9bba035fdd3a', '1e3ae784278187de87be8b49e8516aeda7fc258639afe94de175c9880ddaf92c', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (36, 'fd8a30bb-56b0-434d-bd43-41c153f03709', 'advisor', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'compliance.settings_changed', 'firm', 'firm', '{"requireApproval":true}', '1e3ae784278187de87be8b49e8516aeda7fc258639afe94de175c9880ddaf92c', 'a48544c312281e26e9635b7096a9a6e6873a249653d1112337488ec7c35e4190', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (37, '011df034-ce99-4924-9286-75e7f8a4242d', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.created', 'video', 'da726221-4f8b-4bd5-94fe-68701153122e', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, approved"}', 'a48544c312281e26e9635b7096a9a6e6873a249653d1112337488ec7c35e4190', 'e8aff933ced22c4bf7145c8169644a51098e9647ae17ded5bd66af4f0a607813', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (38, '20f32f3d-440e-4c75-82a8-f8e61b4c72fc', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.created', 'video', '5b60f7b2-3624-4eb7-9de2-18586be06ee0', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, rejected"}', 'e8aff933ced22c4bf7145c8169644a51098e9647ae17ded5bd66af4f0a607813', '0d10f29060b2cafefd163e1fda412ccdb480d9a88c2279607def6aa7ec32e710', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (39, '03db267b-df4a-466f-bcc3-e4c02c344f64', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.created', 'video', '9df4eac2-9512-4751-8281-2f59240317aa', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, pending"}', '0d10f29060b2cafefd163e1fda412ccdb480d9a88c2279607def6aa7ec32e710', 'f449493ea861394bdd943b7d777611be49e563235c42a02d396c7dbda2a9b29e', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (40, '9309f4e9-06b9-4601-b0f7-ccdfd295bf25', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.uploaded', 'video', 'da726221-4f8b-4bd5-94fe-68701153122e', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', 'f449493ea861394bdd943b7d777611be49e563235c42a02d396c7dbda2a9b29e', '3502296925a514e3d4790cfbcaf330b922d4781f3bdb59f29e2a22d69b3659eb', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (41, 'df91c0de-e1f6-475e-883b-b8e2251996d7', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.uploaded', 'video', '5b60f7b2-3624-4eb7-9de2-18586be06ee0', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '3502296925a514e3d4790cfbcaf330b922d4781f3bdb59f29e2a22d69b3659eb', '4e49b7ac242f18697031df63df2b31f55c2ec2dcfa7a20bdb196b64d5c5299cf', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (42, '24cd5e6b-c720-4715-ba22-847e0fa64ca0', 'advisor', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'video.uploaded', 'video', '9df4eac2-9512-4751-8281-2f59240317aa', '{"container":"webm","sha256":"6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e","size":9399}', '4e49b7ac242f18697031df63df2b31f55c2ec2dcfa7a20bdb196b64d5c5299cf', 'dbf907932e64d70cc0592e57f52921f96eaad473c26a2fe6e92d444bb228be37', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (43, '33811bfe-387c-4688-9917-ec83b98a1fcb', 'advisor', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'compliance.reviewed', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"advisorId":"3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb","note":"Disclosure present, fine."}', 'dbf907932e64d70cc0592e57f52921f96eaad473c26a2fe6e92d444bb228be37', '2358877bdd971f41323b9329b39f89ba0acf4e79064c4dda54a398350e46c7e8', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (44, '3e8ddc5d-70cf-406b-a7a3-432210526782', 'advisor', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'compliance.approved', 'video', 'da726221-4f8b-4bd5-94fe-68701153122e', '{"note":"","previousState":"pending","reasons":["firm_setting"]}', '2358877bdd971f41323b9329b39f89ba0acf4e79064c4dda54a398350e46c7e8', '0aa1b975da1606ac9b7bca8fd48f5e802f0ad5176174591198bb0e64d69ff5c4', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (45, '571af58d-3983-4fdc-a2d6-1e467444a8fc', 'advisor', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'compliance.rejected', 'video', '5b60f7b2-3624-4eb7-9de2-18586be06ee0', '{"note":"Performance claim without a disclaimer.","previousState":"pending","reasons":["firm_setting"]}', '0aa1b975da1606ac9b7bca8fd48f5e802f0ad5176174591198bb0e64d69ff5c4', 'd7abbfb230d7d6aa771c65088e0e934af8412796431afdd3ab1f9903dba6a4fc', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (46, 'fd8b95b3-697b-4127-bbc2-25cc19d2337b', 'client', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'share.terms_accepted', 'video', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', 'd7abbfb230d7d6aa771c65088e0e934af8412796431afdd3ab1f9903dba6a4fc', 'f7479713a6bb43dfa4f0dd4a9cf1f28128312af38e968ff4d1cbafdf4dfb3749', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (47, '39896854-76a8-457a-9a50-e4f17d750c58', 'client', '756c908a-749f-4d0c-93dc-cef56ee96162', 'share.terms_accepted', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'f7479713a6bb43dfa4f0dd4a9cf1f28128312af38e968ff4d1cbafdf4dfb3749', 'cdb3b3a39e93529ba6a4c4a1fb8192d03c938c30732bc2a36660b3f680f2e689', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (48, 'd80db848-de9c-4889-907e-c788ab60c489', 'client', '756c908a-749f-4d0c-93dc-cef56ee96162', 'share.password_verified', 'video', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'cdb3b3a39e93529ba6a4c4a1fb8192d03c938c30732bc2a36660b3f680f2e689', '6215c319a1d4745c9c94590f23ff4f529b5bda40d74672f115d70c9d2e5ab8e4', '2026-06-03 06:00:00+00');


--
-- Data for Name: crm_connections; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_connections VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', 'v1.nSHQTjaJEaCoVrZq.8zwpVEpDM6a9-oS-U8t-TA.M3idAIGGK2LLexyp5-Bx9YXUv0RbCFNCYyxwdPuKE1DYfGnexdnysIGMKin4XLdugRUjJB8MCDqvnya9UTW5CJA_l6BX3t3pehEKav2Z', '{"apiKey":"••••0001","userKey":"••••9876"}', 'connected', NULL, NULL, '2026-06-02 05:00:00+00', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: crm_note_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('b8102b22-dc47-4bd5-9ef8-e632ce859ae6', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', '1001', 'video.first_viewed', 'video.first_viewed:first:redtail:1001', 'Briefcast: First viewed by Jordan Smith — “Quarterly review”', 'First viewed by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('ba1df883-e48d-4e2a-bb44-5ef867ac3bdb', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', '1001', 'video.commented', 'video.commented:747f0ba1-ac06-42b8-bdf0-0e1c9ff4e73d:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “This was helpful”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('451289e1-05d3-4999-8fc0-393674721a7d', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', '1001', 'video.sent', 'video.sent:sent:redtail:1001', 'Briefcast: Video sent — “Quarterly review”', 'Video sent: “Quarterly review”.
When: Mon, 01 Jun 2026 09:00:00 GMT
Link: http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ', 'delivered', 1, NULL, '77', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('193592a2-0b44-4bbb-b21e-6e56562e1683', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', '1001', 'video.completed', 'video.completed:completed:redtail:1001', 'Briefcast: Watched to the end by Jordan Smith — “Quarterly review”', 'Watched to the end by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('7e6699f8-1e23-483a-a9a7-8da27501e11b', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'redtail', '1001', 'video.commented', 'video.commented:09839327-0928-4baa-a827-130aed953355:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “Thanks, that answers my question about the IRA.”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: disclosure_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.disclosure_versions VALUES ('8e81e045-bb60-46e1-a456-6ac0be61391e', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('3e022662-8bc5-4f9d-abf2-2b78b95ccaf6', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('2635653f-7826-4dcf-906b-0a8610c16a15', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('3b916661-7547-4e10-8704-5986a8120f78', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 2, 'Advisory services offered through Diaz Wealth Partners, an RIA.', '993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa', '2026-06-01 09:00:00+00');


--
-- Data for Name: firm_settings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.firm_settings VALUES ('firm', '2026-06-03 01:00:00+00', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', '2026-06-03 01:00:00+00');


--
-- Data for Name: integrations_key_check; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: jobs; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.jobs VALUES ('d43bd1db-c1a7-4ebd-9ec5-2446ff17b0ac', 'integrations.webhook', '{"deliveryId":"01395b03-f4ef-42a6-b252-db812d5ded02"}', 'failed', 10, 10, '2026-06-02 01:32:14.854+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('9965ea92-6080-4d55-96d3-7c707e6d74c9', 'integrations.webhook', '{"deliveryId":"e047afdc-e8e4-4d5d-a6c7-696a39f60bcf"}', 'failed', 10, 10, '2026-06-02 01:32:40.639+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('881cedd3-cee9-4539-af3a-e3245123f137', 'integrations.webhook', '{"deliveryId":"3b9ba5f5-710b-4a76-a021-6143a656b701"}', 'failed', 10, 10, '2026-06-02 01:32:47.142+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('3f2fac25-2ef4-4d04-8439-33f51e09c894', 'integrations.webhook', '{"deliveryId":"11ce7d45-0ef3-45ac-a353-01cb25e995b7"}', 'failed', 10, 10, '2026-06-02 01:36:41.575+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('f5896dd9-8e84-4fb2-bfa8-bd4ad541d409', 'integrations.webhook', '{"deliveryId":"78e4755a-0102-473d-883d-ad2f11885d27"}', 'failed', 10, 10, '2026-06-02 01:33:51.64+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('662da9a9-040b-45a7-a122-471a52122265', 'integrations.webhook', '{"deliveryId":"7b1de1b5-4839-4cd1-b8b9-007d5d8b9030"}', 'failed', 10, 10, '2026-06-02 01:41:39.941+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('29847b3b-e552-4bc6-b3b1-90fc3dc8659a', 'integrations.webhook', '{"deliveryId":"4674ad4b-4bff-4cc6-95df-e3a5942012ae"}', 'failed', 10, 10, '2026-06-02 01:50:40.993+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('8606dbdb-18cc-4316-93eb-075f9719e86c', 'integrations.webhook', '{"deliveryId":"d259ae27-82e2-4d99-b343-90a7c6dd0bb5"}', 'failed', 10, 10, '2026-06-02 01:57:45.304+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('8bf7374e-929e-43dc-8d0e-d213c27c821e', 'integrations.webhook', '{"deliveryId":"3a4a83bc-0d95-443e-b585-dbbedfece515"}', 'failed', 10, 10, '2026-06-02 21:35:34.127+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:333:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('20311c26-da1b-4ee0-b657-cc83657c1ff2', 'integrations.webhook', '{"deliveryId":"265b570a-50ce-49f1-a79b-af5c0e9ee7e9"}', 'failed', 10, 10, '2026-06-02 21:46:22.808+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:333:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL);


--
-- Data for Name: kysely_migration; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.kysely_migration VALUES ('0001_initial', '2026-11-28T03:05:31.299Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0002_rate_limits', '2026-11-28T03:05:31.330Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0003_disclosure_versions_media', '2026-11-28T03:05:31.359Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0004_jobs_queue', '2026-11-28T03:05:31.366Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0005_video_uploads', '2026-11-28T03:05:31.472Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0006_video_processing_state', '2026-11-28T03:05:31.489Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0007_share_viewer', '2026-11-28T03:05:31.521Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0008_library', '2026-11-28T03:05:31.548Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0009_video_search', '2026-11-28T03:05:31.564Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0010_upload_locks', '2026-11-28T03:05:31.577Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0011_compliance_records', '2026-11-28T03:05:31.648Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0012_supervision', '2026-11-28T03:05:31.730Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0013_integrations', '2026-11-28T03:05:31.856Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0014_integrations_key_check', '2026-11-28T03:05:31.880Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0015_honest_ai_defaults', '2026-11-28T03:05:31.900Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0016_audit_log_no_replace', '2026-11-28T03:05:31.903Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0017_share_pass_views', '2026-11-28T03:05:31.914Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0018_email_change_codes', '2026-11-28T03:05:31.920Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0019_reset_links', '2026-11-28T03:05:31.931Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0020_video_search_trigram', '2026-11-28T03:05:31.944Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0021_video_counts', '2026-11-28T03:05:31.972Z');


--
-- Data for Name: kysely_migration_lock; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.kysely_migration_lock VALUES ('migration_lock', 0);


--
-- Data for Name: media_files; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.media_files VALUES ('92527e14-423f-4b08-95b8-43ce09392bf1', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'logo', 'image/png', 109, '2026-06-01 09:00:00+00');


--
-- Data for Name: password_reset_tokens; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.password_reset_tokens VALUES ('2ddcf0b1-05d3-4793-b296-6e4cd96874a3', '470fbf23-8412-414c-a0bd-556bb18fe2e7', '6ffecd6f0cfcc7f4d80f5aa4ffcc288e0c9ddb4a0d9f8205734a431a7736132a', 0, '2026-06-01 09:10:00+00', NULL, '2026-06-01 09:00:00+00', 'password_reset', NULL, '9386011118c3154a8ec52e1428ec5f09c8538163e4c9abe505f325ca922fca2f', '2026-06-01 10:00:00+00');


--
-- Data for Name: pricing_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.pricing_events VALUES ('41fdb956-abcf-453f-9ba1-6b2f10971e72', 'PRICING_VIEWED', NULL, NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.pricing_events VALUES ('2e90cd69-1809-4b9e-95e8-c4f65cf485b8', 'PLAN_SELECTED', 'premium', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.rate_limits VALUES ('signups:ip:127.0.0.1', '2026-06-01 09:00:00+00', 3);
INSERT INTO __fixture_schema__.rate_limits VALUES ('pricing-events:ip:127.0.0.1', '2026-06-01 09:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:email:ben@fixture.example.com', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:ip:127.0.0.1', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:29221894-9150-4e3e-aba6-a715c04dc2f5', '2026-06-02 05:00:00+00', 6);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-comments:1b069cc0-cd16-4748-9e9a-3e6ab932a2ab:127.0.0.1', '2026-06-02 05:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:756c908a-749f-4d0c-93dc-cef56ee96162', '2026-06-02 05:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:ip:127.0.0.1', '2026-06-02 05:00:00+00', 7);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:1b069cc0-cd16-4748-9e9a-3e6ab932a2ab:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:22fcc38d-7f61-4ca1-95c8-8a8afbf34c72:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password:22fcc38d-7f61-4ca1-95c8-8a8afbf34c72:127.0.0.1', '2026-06-03 06:00:00+00', 0);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password-link:22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '2026-06-03 06:00:00+00', 0);


--
-- Data for Name: recording_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.sessions VALUES ('fd23ed36671041c3a8a435f958f52efd8061f0bd09db2dcefa6a35ec8ac185e5', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('797d56ac6cbf35a46b65e24dd2cb0e05ef502d40723e390ed55517952683fe06', '470fbf23-8412-414c-a0bd-556bb18fe2e7', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('a052edaeb65b9e485919f277b2d1edb1a42d66809651a9017b06d52c5dbcabd6', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', '{}', '2026-07-03 06:00:00+00', '2026-06-01 09:00:00+00');


--
-- Data for Name: settings_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.settings_events VALUES ('9897e182-a357-432d-af4f-3026282ac2e1', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'CONTACT_UPDATED', 'phone', '{"old":null,"new":"+1 415 555 0100"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('a3db3cbd-45de-40e5-9658-c9f6469a889d', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'CONTACT_UPDATED', 'calendarLink', '{"old":null,"new":"https://cal.example.com/ana"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('9fea4400-60db-456b-b245-aa7c75850b90', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'COMPLIANCE_UPDATED', 'disclosureText', '{"old":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","new":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('81c9f580-a1ed-4507-b78a-17002ef1c513', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'NOTIFICATIONS_UPDATED', 'notifyOnActivity', '{"old":true,"new":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('9630fab9-f19e-4a6f-802a-741d82cbff93', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'BRANDING_UPDATED', 'primaryColor', '{"old":"#2563eb","new":"#115e59"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('451a11e7-fe39-4778-be52-286058ae7474', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'BRANDING_UPDATED', 'secondaryColor', '{"old":"#1e40af","new":"#134e4a"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('62d5a62f-f88c-44dd-8cf5-c113f3c2b184', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'BRANDING_UPDATED', 'logoUrl', '{"old":null,"new":"92527e14-423f-4b08-95b8-43ce09392bf1"}', '2026-06-01 09:00:00+00');


--
-- Data for Name: share_pass_views; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.share_pass_views VALUES ('1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 'etTD6tXOYzrShN_9hFfcHg', '29221894-9150-4e3e-aba6-a715c04dc2f5', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.share_pass_views VALUES ('22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', 'f_Ni3TpkCdO5C_MoIzs8jA', '756c908a-749f-4d0c-93dc-cef56ee96162', '2026-06-02 05:00:00+00');


--
-- Data for Name: signing_keys; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signing_keys VALUES ('share-gate', 'DuxwcJIBzrnU0M5c-8ja5fa4ydlDKKux-ZRRsSt77Q4', '2026-06-02 05:00:00+00');


--
-- Data for Name: signup_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signup_events VALUES ('4f8e7d39-ab8c-4db1-a847-b83a0aedbe5c', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('8d623fa5-6229-4be4-a0bc-f74fa99972f9', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('477401d5-dc81-4e83-9471-742492c3f679', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');


--
-- Data for Name: subscriptions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.subscriptions VALUES ('1eacf2ce-c0ce-4970-93be-50db1fe7e0b4', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('c3e7581f-f68c-45fe-9c7c-c84af0996a25', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('c0c1621f-0073-4050-ab35-3d3e6b7c3d03', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'professional', 4500, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: upload_locks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: uploads; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.uploads VALUES ('306afa0dd69609177ae99fd578160537', '4a76b383-f19c-4528-9de3-24f5982c219c', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 9399, 4699, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00');


--
-- Data for Name: video_approvals; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_approvals VALUES ('da726221-4f8b-4bd5-94fe-68701153122e', NULL, NULL, 'approved', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', '2026-06-03 03:00:00+00', '');
INSERT INTO __fixture_schema__.video_approvals VALUES ('5b60f7b2-3624-4eb7-9de2-18586be06ee0', NULL, NULL, 'rejected', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', '2026-06-03 03:00:00+00', 'Performance claim without a disclaimer.');


--
-- Data for Name: video_counts; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_counts VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'uploading', 2);
INSERT INTO __fixture_schema__.video_counts VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'ready', 6);
INSERT INTO __fixture_schema__.video_counts VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'failed', 1);
INSERT INTO __fixture_schema__.video_counts VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'uploading', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('470fbf23-8412-414c-a0bd-556bb18fe2e7', 'ready', 4);


--
-- Data for Name: video_crm_links; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_crm_links VALUES ('1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 'redtail', '1001', 'Jordan Example 2', '2026-06-02 05:00:00+00');


--
-- Data for Name: video_reviews; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_reviews VALUES ('e8db7620-6e29-4742-ad7a-9c6ee2f552e4', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '2923f0fd-095b-4ea0-aefe-04c27eba8ac5', 'Disclosure present, fine.', '2026-06-03 03:00:00+00');


--
-- Data for Name: video_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_versions VALUES ('ebd4965e-4b92-4654-81cf-73dbe1ced0b7', 'e1cae605-519b-496b-8776-46a1de045da3', 1, 'videos/e1cae605-519b-496b-8776-46a1de045da3/original', 'videos/e1cae605-519b-496b-8776-46a1de045da3/mp4', 'videos/e1cae605-519b-496b-8776-46a1de045da3/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('c58553d3-758f-46a3-a476-207c03c2f3ef', '8594b177-129b-4496-a4a1-0685dea0d9c2', 1, 'videos/8594b177-129b-4496-a4a1-0685dea0d9c2/original', 'videos/8594b177-129b-4496-a4a1-0685dea0d9c2/mp4', 'videos/8594b177-129b-4496-a4a1-0685dea0d9c2/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('1217a892-0bef-488c-94a6-a7d815c8b397', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', 1, 'videos/22fcc38d-7f61-4ca1-95c8-8a8afbf34c72/original', 'videos/22fcc38d-7f61-4ca1-95c8-8a8afbf34c72/mp4', 'videos/22fcc38d-7f61-4ca1-95c8-8a8afbf34c72/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('904103b1-2d7d-43df-b514-b63b018120cb', '883cc52f-0900-4c69-adb9-e1a244114b1a', 1, 'videos/883cc52f-0900-4c69-adb9-e1a244114b1a/original', 'videos/883cc52f-0900-4c69-adb9-e1a244114b1a/mp4', 'videos/883cc52f-0900-4c69-adb9-e1a244114b1a/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('4079ef8d-eec0-4062-aa13-b0050fd1864c', 'cd35f0b7-9935-4340-b874-68c95371f978', 1, 'videos/cd35f0b7-9935-4340-b874-68c95371f978/original', 'videos/cd35f0b7-9935-4340-b874-68c95371f978/mp4', 'videos/cd35f0b7-9935-4340-b874-68c95371f978/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('8c649735-e3f8-45ed-9e31-78828779a428', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 1, 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/original', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/mp4', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/thumbnail', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/captions/94ae562c-568e-4088-8e90-17b193b4e992', '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', '26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559', 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('36e2ec9a-e58d-4755-a70e-1444fe965747', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 2, 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/original', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/mp4', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/thumbnail', 'videos/1b069cc0-cd16-4748-9e9a-3e6ab932a2ab/captions/2e088654-07a6-4df1-b835-cb692ddfd758', '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', '70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f', 'captions_edited', 'advisor', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('e37d526b-1f26-4374-a19f-588efdab5421', '839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c', 1, 'videos/839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c/original', 'videos/839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c/mp4', 'videos/839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('6f7e363a-2ef7-4a5f-b55f-5d2b18c3cb98', '5b60f7b2-3624-4eb7-9de2-18586be06ee0', 1, 'videos/5b60f7b2-3624-4eb7-9de2-18586be06ee0/original', 'videos/5b60f7b2-3624-4eb7-9de2-18586be06ee0/mp4', 'videos/5b60f7b2-3624-4eb7-9de2-18586be06ee0/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('2a9f980e-623b-44a4-8be7-ae1e423acab3', 'da726221-4f8b-4bd5-94fe-68701153122e', 1, 'videos/da726221-4f8b-4bd5-94fe-68701153122e/original', 'videos/da726221-4f8b-4bd5-94fe-68701153122e/mp4', 'videos/da726221-4f8b-4bd5-94fe-68701153122e/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('977e7d76-5fda-4df3-8599-971e2bbd72b6', '9df4eac2-9512-4751-8281-2f59240317aa', 1, 'videos/9df4eac2-9512-4751-8281-2f59240317aa/original', 'videos/9df4eac2-9512-4751-8281-2f59240317aa/mp4', 'videos/9df4eac2-9512-4751-8281-2f59240317aa/thumbnail', NULL, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');


--
-- Data for Name: videos; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.videos VALUES ('613fed5a-756d-458b-8545-4bc75c7ae8b6', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Pat Lee', 'Not uploaded yet', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', 0, NULL, 'gldO_1Ac5ISbBZ4m31PIKQ', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('4a76b383-f19c-4528-9de3-24f5982c219c', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Half uploaded', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', 0, NULL, 'OKYLeZDCbX3bcjRBPe-sJg', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('839ea3a7-3c35-4b6c-a929-45ff1f6a9d3c', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Jordan Smith', 'Waiting for the worker', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'jcHAc4l8DtMhQHEMinyfGw', NULL, NULL, NULL, true, true, '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-02 05:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('8594b177-129b-4496-a4a1-0685dea0d9c2', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Expiring link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'drB6RqZLFowJPN8drYMw1Q', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, '2026-06-02 06:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('e1cae605-519b-496b-8776-46a1de045da3', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Video for Jordan Smith, 1 Jun 2026', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, 'scrypt$32768$8$1$lltmBujFouzyB5DwXMAnVQ==$OjHDbXaKlr94N506pzCHdrsfb6yZ4pPsz+jPCsidPMk=', '0AW5NcOOLLGh-ltRB4oh8A', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, '2027-12-31 17:00:00+00', NULL, NULL, true, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('ce90c7b6-7a68-4041-9be9-e77421d8c1a2', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Jordan Smith', 'Broken recording', 'Where your accounts stand.', NULL, NULL, 3, 'failed', 0, NULL, '_Vg9rcb6MfsGdDKMjJhAHg', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 904, '5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, 'The uploaded file could not be read as a video.', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('cd35f0b7-9935-4340-b874-68c95371f978', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Revoked link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'q91p49_ismyUN-jjIUEImQ', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, '2026-06-02 05:00:00+00', NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('883cc52f-0900-4c69-adb9-e1a244114b1a', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Renewed link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, '_WyWcb_mglB3B7649RclwA', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('da726221-4f8b-4bd5-94fe-68701153122e', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Jordan Smith', 'Needs approval, approved', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'YO-Euiidzy47bh576aC-uA', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Quarterly review', 'Edited description', NULL, NULL, 1.008, 'ready', 1, NULL, '_UBNI7sNMyKlxce0gduQnQ', NULL, 'WEBVTT

00:00:00.000 --> 00:00:01.000
Good morning, Jordan!
', 'Good morning, Jordan!', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, '2026-06-02 05:00:00+00', NULL, false, 'made');
INSERT INTO __fixture_schema__.videos VALUES ('22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'Jordan Smith', 'Estate plan, password', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 1, 'scrypt$32768$8$1$dz6jZJsoShlbydUFBqotzQ==$ARbjc67h4VcX1LqVzHTfXCG6wIqdlQDq8y5GKFbcdCg=', 'gk0u9uanRgmnapfWx687_g', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, '2026-06-02 05:00:00+00', NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('5b60f7b2-3624-4eb7-9de2-18586be06ee0', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Jordan Smith', 'Needs approval, rejected', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'TpL3Qs_g0F50e75vsf37oQ', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('9df4eac2-9512-4751-8281-2f59240317aa', '470fbf23-8412-414c-a0bd-556bb18fe2e7', 'Jordan Smith', 'Needs approval, pending', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'slIweKlXhNV37rhEuF1D3g', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, '6eefe5379ee6b3111a413be0e114ba081713b342ab05d5775c41133cd4bde08e', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');


--
-- Data for Name: viewer_compliments; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_compliments VALUES ('747f0ba1-ac06-42b8-bdf0-0e1c9ff4e73d', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'thumbs_up', 'This was helpful', '2026-06-02 05:00:00+00', NULL);
INSERT INTO __fixture_schema__.viewer_compliments VALUES ('09839327-0928-4baa-a827-130aed953355', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'custom', 'Thanks, that answers my question about the IRA.', '2026-06-02 05:00:00+00', NULL);


--
-- Data for Name: viewer_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_events VALUES ('8857fe47-86f2-43f8-9bb8-9554d9ea4315', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('89416bc4-9c0e-499c-bab9-97dad172be4d', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'VIDEO_PLAYED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('b1c91faf-21c0-4267-8254-f2fbd098860a', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'CAPTIONS_OFF', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('a4c700a2-d883-488a-83ae-9297b89960b6', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'VIDEO_PAUSED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('626ac26a-9e6b-4cb8-8ef7-a353927ff328', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'VIDEO_COMPLETED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('5021691d-e359-444b-903c-9d53b978e022', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'SPEED_CHANGED', '{"speed":1.5}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('2710609f-bf8f-45f4-8784-7e8642f07a31', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'COMPLIMENT_SENT', '{"type":"thumbs_up","message":"This was helpful"}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('dc1ede10-10b2-45f3-a3d1-03d2e17b3665', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'COMPLIMENT_SENT', '{"type":"custom","message":"Thanks, that answers my question about the IRA."}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('19dd1dfd-97f7-4d95-960e-0a552847d925', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('e5ede908-15f4-4942-b2fb-a8de87581008', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-02T05:00:00.000Z"}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('a049172a-bf02-4bef-ac38-b21b96719ab4', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', 'VIDEO_PLAYED', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('e54b7ffb-1b0b-4d8f-b71e-0a58390f7f8a', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('a1628a25-dea2-42c5-983c-8a769cf3b369', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('23e566d0-edb5-4d38-99ad-06baa50666b8', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-03T06:00:00.000Z"}', '2026-06-03 06:00:00+00');


--
-- Data for Name: viewer_sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_sessions VALUES ('1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', '29221894-9150-4e3e-aba6-a715c04dc2f5', '127.0.0.1', 'Mozilla/5.0 (iPhone) test', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', 1.008);
INSERT INTO __fixture_schema__.viewer_sessions VALUES ('22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', '756c908a-749f-4d0c-93dc-cef56ee96162', '127.0.0.1', 'Mozilla/5.0 (Windows NT 10.0) fixture', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', NULL, 0);


--
-- Data for Name: webhook_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('01395b03-f4ef-42a6-b252-db812d5ded02', 'e556782b-3c6e-4924-88f1-b038d398becd', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', 'video.sent', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72:video.sent:sent', '{"id":"01395b03-f4ef-42a6-b252-db812d5ded02","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"22fcc38d-7f61-4ca1-95c8-8a8afbf34c72","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/gk0u9uanRgmnapfWx687_g"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('e047afdc-e8e4-4d5d-a6c7-696a39f60bcf', 'e556782b-3c6e-4924-88f1-b038d398becd', 'e1cae605-519b-496b-8776-46a1de045da3', 'video.sent', 'e1cae605-519b-496b-8776-46a1de045da3:video.sent:sent', '{"id":"e047afdc-e8e4-4d5d-a6c7-696a39f60bcf","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"e1cae605-519b-496b-8776-46a1de045da3","title":"Video for Jordan Smith, 1 Jun 2026","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/0AW5NcOOLLGh-ltRB4oh8A"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('7b1de1b5-4839-4cd1-b8b9-007d5d8b9030', 'e556782b-3c6e-4924-88f1-b038d398becd', '4a76b383-f19c-4528-9de3-24f5982c219c', 'video.sent', '4a76b383-f19c-4528-9de3-24f5982c219c:video.sent:sent', '{"id":"7b1de1b5-4839-4cd1-b8b9-007d5d8b9030","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"4a76b383-f19c-4528-9de3-24f5982c219c","title":"Half uploaded","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/OKYLeZDCbX3bcjRBPe-sJg"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('4674ad4b-4bff-4cc6-95df-e3a5942012ae', 'e556782b-3c6e-4924-88f1-b038d398becd', 'cd35f0b7-9935-4340-b874-68c95371f978', 'video.sent', 'cd35f0b7-9935-4340-b874-68c95371f978:video.sent:sent', '{"id":"4674ad4b-4bff-4cc6-95df-e3a5942012ae","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"cd35f0b7-9935-4340-b874-68c95371f978","title":"Revoked link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/q91p49_ismyUN-jjIUEImQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('d259ae27-82e2-4d99-b343-90a7c6dd0bb5', 'e556782b-3c6e-4924-88f1-b038d398becd', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 'video.sent', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab:video.sent:sent', '{"id":"d259ae27-82e2-4d99-b343-90a7c6dd0bb5","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"1b069cc0-cd16-4748-9e9a-3e6ab932a2ab","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('3b9ba5f5-710b-4a76-a021-6143a656b701', 'e556782b-3c6e-4924-88f1-b038d398becd', '883cc52f-0900-4c69-adb9-e1a244114b1a', 'video.sent', '883cc52f-0900-4c69-adb9-e1a244114b1a:video.sent:sent', '{"id":"3b9ba5f5-710b-4a76-a021-6143a656b701","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"883cc52f-0900-4c69-adb9-e1a244114b1a","title":"Renewed link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/M8FdToGE3WL4ZKKXwYYCMg"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('78e4755a-0102-473d-883d-ad2f11885d27', 'e556782b-3c6e-4924-88f1-b038d398becd', '8594b177-129b-4496-a4a1-0685dea0d9c2', 'video.sent', '8594b177-129b-4496-a4a1-0685dea0d9c2:video.sent:sent', '{"id":"78e4755a-0102-473d-883d-ad2f11885d27","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"8594b177-129b-4496-a4a1-0685dea0d9c2","title":"Expiring link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/drB6RqZLFowJPN8drYMw1Q"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('11ce7d45-0ef3-45ac-a353-01cb25e995b7', 'e556782b-3c6e-4924-88f1-b038d398becd', '613fed5a-756d-458b-8545-4bc75c7ae8b6', 'video.sent', '613fed5a-756d-458b-8545-4bc75c7ae8b6:video.sent:sent', '{"id":"11ce7d45-0ef3-45ac-a353-01cb25e995b7","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"613fed5a-756d-458b-8545-4bc75c7ae8b6","title":"Not uploaded yet","clientName":"Pat Lee","shareUrl":"http://127.0.0.1:35745/share/gldO_1Ac5ISbBZ4m31PIKQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('3a4a83bc-0d95-443e-b585-dbbedfece515', 'e556782b-3c6e-4924-88f1-b038d398becd', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab', 'video.first_viewed', '1b069cc0-cd16-4748-9e9a-3e6ab932a2ab:video.first_viewed:first', '{"id":"3a4a83bc-0d95-443e-b585-dbbedfece515","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"1b069cc0-cd16-4748-9e9a-3e6ab932a2ab","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/_UBNI7sNMyKlxce0gduQnQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('265b570a-50ce-49f1-a79b-af5c0e9ee7e9', 'e556782b-3c6e-4924-88f1-b038d398becd', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72', 'video.first_viewed', '22fcc38d-7f61-4ca1-95c8-8a8afbf34c72:video.first_viewed:first', '{"id":"265b570a-50ce-49f1-a79b-af5c0e9ee7e9","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"22fcc38d-7f61-4ca1-95c8-8a8afbf34c72","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:35745/share/gk0u9uanRgmnapfWx687_g"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');


--
-- Data for Name: webhooks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhooks VALUES ('e556782b-3c6e-4924-88f1-b038d398becd', '3c6ea5c9-97c6-4c1b-8d97-2f0bed3e9aeb', 'http://127.0.0.1:42975/hooks/briefcast', '["video.sent","video.first_viewed"]', 'v1.pzWaSTq7bll_5YAn.sOiUfl942eqioybBcIYEWg.AlU_YOfoIKcS8EeNmljyxrmtED-XAPTZRthNFeAtDcTVX8SpuGM', '••••E7rH', '2026-06-01 09:00:00+00');


--
-- Name: audit_log_seq_seq; Type: SEQUENCE SET; Schema: __fixture_schema__; Owner: -
--

SELECT pg_catalog.setval('__fixture_schema__.audit_log_seq_seq', 48, true);


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
-- Name: video_reviews video_reviews_pkey; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.video_reviews
    ADD CONSTRAINT video_reviews_pkey PRIMARY KEY (id);


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
-- Name: videos videos_share_link_key; Type: CONSTRAINT; Schema: __fixture_schema__; Owner: -
--

ALTER TABLE ONLY __fixture_schema__.videos
    ADD CONSTRAINT videos_share_link_key UNIQUE (share_link);


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
-- Name: sessions_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX sessions_advisor ON __fixture_schema__.sessions USING btree (advisor_id);


--
-- Name: sessions_expires; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX sessions_expires ON __fixture_schema__.sessions USING btree (expires_at);


--
-- Name: subscriptions_advisor; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX subscriptions_advisor ON __fixture_schema__.subscriptions USING btree (advisor_id);


--
-- Name: uploads_updated; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE INDEX uploads_updated ON __fixture_schema__.uploads USING btree (updated_at);


--
-- Name: uploads_video; Type: INDEX; Schema: __fixture_schema__; Owner: -
--

CREATE UNIQUE INDEX uploads_video ON __fixture_schema__.uploads USING btree (video_id);


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


