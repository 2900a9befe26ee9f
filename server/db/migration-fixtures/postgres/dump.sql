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

INSERT INTO __fixture_schema__.advisor_settings VALUES ('7e89cfc9-91c1-4400-a489-7d0189478b1f', '0add05fd-412f-4f52-a802-a2dc91bd141d', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', NULL, true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('e513d7ef-d5dc-4d59-b2f3-209f2cf8cbd3', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', '+1 415 555 0100', 'https://cal.example.com/ana', 'Advisory services offered through Diaz Wealth Partners, an RIA.', '/media/branding/32967257-ff43-4d66-92fe-fa5c5db94e6a', NULL, '#115e59', '#134e4a', '2026-06-01 09:00:00+00', true);
INSERT INTO __fixture_schema__.advisor_settings VALUES ('34ebb539-e1dd-4e56-9b0e-cc200b3e6a9a', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', NULL, NULL, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', NULL, NULL, '#2563eb', '#1e40af', '2026-06-01 09:00:00+00', false);


--
-- Data for Name: advisors; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.advisors VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Ben Okafor', 'Diaz Wealth Partners', 'ben@fixture.example.com', 'scrypt$32768$8$1$iVVtXF1hwHSmRDQ5fWaNCw==$Gw1dm8yHXk2PMYOveU1+RIGsq3rv3vt2lq6oiRrQHsA=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');
INSERT INTO __fixture_schema__.advisors VALUES ('0add05fd-412f-4f52-a802-a2dc91bd141d', 'Casey Principal', 'Diaz Wealth Partners', 'casey@fixture.example.com', 'scrypt$32768$8$1$O/5jXYeZAYGFoBLH51vahA==$aKjjjmpLiTnB5jK0iyLa+M8gzmqiLpw2CJCq68b7op0=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'compliance');
INSERT INTO __fixture_schema__.advisors VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Ana Diaz', 'Diaz Wealth Partners', 'ana@fixture.example.com', 'scrypt$32768$8$1$oTXiBOG1MJ8gOIHrWMQk7A==$RLAyNAreLaBwiyBeXidoRXhJzh0dI9JaYDfSnWwSxWY=', '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', 'advisor');


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.audit_log VALUES (1, 'aa5e8e43-291d-4248-8dc9-89b08cf9fd0e', 'system', NULL, 'account.compliance_granted', 'account', '0add05fd-412f-4f52-a802-a2dc91bd141d', '{"email":"casey@fixture.example.com","role":"compliance","via":"admin-cli"}', '0000000000000000000000000000000000000000000000000000000000000000', '3e89af3770002629d9f5dcf6c61207f824031338af78379ea18b323a3a15f951', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (2, '5abd42ea-8148-442e-8583-7a092b2a9662', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'disclosure.changed', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', '{"previousSha256":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","previousVersion":1,"sha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","version":2}', '3e89af3770002629d9f5dcf6c61207f824031338af78379ea18b323a3a15f951', 'b6bc49c48f358a59405a0f058483e95a13c816e1913297e73e8109ee343193c6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (3, '9cff5012-0587-4f87-ae58-b1da2f655e76', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'integration.connected', 'crm', 'redtail', '{"provider":"redtail"}', 'b6bc49c48f358a59405a0f058483e95a13c816e1913297e73e8109ee343193c6', '08254a6050e28685a3f1f7b97025e551cffb1427868925dc209eb06b97d4e140', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (4, 'c77c4f3a-7b72-48e5-8a4c-e51185333db7', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'webhook.created', 'webhook', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '{"events":["video.sent","video.first_viewed"],"url":"http://127.0.0.1:44599/hooks/briefcast"}', '08254a6050e28685a3f1f7b97025e551cffb1427868925dc209eb06b97d4e140', 'b89ff8cd41acd33007e007068c7080f71a7c42518d4f5c70ab02e70acf0ea4cc', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (5, '4be43d69-a0c0-4456-91f8-582669446932', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '7ae9fa8d-7444-4d54-8689-0b3624646c9d', '{"captionsEnabled":true,"clientName":"Pat Lee","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Not uploaded yet"}', 'b89ff8cd41acd33007e007068c7080f71a7c42518d4f5c70ab02e70acf0ea4cc', '491df6d77c710488c6d6a5a1ac84c02f30ce65efee83365fd6724f7c418a8288', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (6, 'c63ce144-bc3a-4558-930b-ed7ad44f2772', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '47a54863-5414-4fcf-9932-8a553bdff701', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Half uploaded"}', '491df6d77c710488c6d6a5a1ac84c02f30ce65efee83365fd6724f7c418a8288', 'd314578e20f5a37dceb12509e522b8d78c60b73cb67307bae6e76dc0d2e7e8d9', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (7, '843c63b1-37c2-4605-9336-2936726fe031', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Quarterly review"}', 'd314578e20f5a37dceb12509e522b8d78c60b73cb67307bae6e76dc0d2e7e8d9', 'e11e56b70a217e0f8efaa5df021787c1a2df5181367573f3456cb3a1f20aca24', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (8, '0b6e238c-11e4-4d76-9062-b0c0a9c06b8e', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":true,"title":"Estate plan, password"}', 'e11e56b70a217e0f8efaa5df021787c1a2df5181367573f3456cb3a1f20aca24', 'fee5635fc6ca2f46e3059afee461fd68359d3ce2f2619f0f950ff8fc8b4f5d02', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (9, '7795c7a7-c8a6-449c-8860-4e54ca1f91c9', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Video for Jordan Smith, 1 Jun 2026"}', 'fee5635fc6ca2f46e3059afee461fd68359d3ce2f2619f0f950ff8fc8b4f5d02', 'e039683d851aec0b255bb0e6e4311147eb5c76ea6766df6aaaee90f70817a82e', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (10, 'e3e01854-3b9f-4d5d-8686-67803ee371ee', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '9522b79e-128e-400a-88f4-b38e210d70d1', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Revoked link"}', 'e039683d851aec0b255bb0e6e4311147eb5c76ea6766df6aaaee90f70817a82e', 'c6befffd4acce367e3b25821d93f2a9d786c4ad1a9bcc3b256628fe3dc0497d2', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (11, '144ed7be-65fa-4b6e-af49-ad438ec697ac', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Renewed link"}', 'c6befffd4acce367e3b25821d93f2a9d786c4ad1a9bcc3b256628fe3dc0497d2', '419b3082eef1424c16559ac2a764c06c3185af3d423496f8c371a4048babdd88', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (12, '66447647-eebb-45f8-a686-427fc90bdb30', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.created', 'video', '079d53b2-1b30-4299-a46e-5c72bbb0faa2', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Expiring link"}', '419b3082eef1424c16559ac2a764c06c3185af3d423496f8c371a4048babdd88', 'adfd2590e60b79481117eb756cec474d02670962c35d72a325f281e9c2528146', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (13, '0066682d-b4ae-4ec3-8774-3641d17a1ca7', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.created', 'video', '3682371a-306d-4ce8-a416-0e4344edd5b4', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","declaredSize":904,"passwordProtected":false,"title":"Broken recording"}', 'adfd2590e60b79481117eb756cec474d02670962c35d72a325f281e9c2528146', '02e8ccd511229cd59d377e756b4948d263af41b8a4a79462da764a3f4089c0ec', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (14, 'bd844b23-8b1f-493a-9284-4a9f1bd889b8', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '02e8ccd511229cd59d377e756b4948d263af41b8a4a79462da764a3f4089c0ec', '571cb98c8284f89961d3e68b40aecdc364611796ee0ed843194a10e7f1d9291d', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (15, '2c71242e-c3cd-4b49-96fe-fe21f1df5709', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '571cb98c8284f89961d3e68b40aecdc364611796ee0ed843194a10e7f1d9291d', '82c67d70b1667242aeb5a500de075b86c6f7067a966c963f7e6626fad69995c9', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (16, '55d64d2a-a2ad-413b-824b-9a064bdb3f71', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '82c67d70b1667242aeb5a500de075b86c6f7067a966c963f7e6626fad69995c9', '7f13577db7b46a4530aa707118551172b8bb40be4b680de1597b7d97ae139e00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (17, '26fce8a6-3775-4ad2-8fa9-f21e6402878c', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', '9522b79e-128e-400a-88f4-b38e210d70d1', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '7f13577db7b46a4530aa707118551172b8bb40be4b680de1597b7d97ae139e00', '7e5ed3be67bd99fd4550b7709e9f000426cccc9f467a79a644630e963aa188a7', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (18, '2d30f1f3-691e-4d4f-8244-9f279004f2e5', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '7e5ed3be67bd99fd4550b7709e9f000426cccc9f467a79a644630e963aa188a7', '6eeee23349a9dfdfd832a6589cf2f458c83f73dcef432500262f385b824833ba', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (19, 'f8094caa-21ff-4934-835e-676f869a6b8a', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.uploaded', 'video', '079d53b2-1b30-4299-a46e-5c72bbb0faa2', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '6eeee23349a9dfdfd832a6589cf2f458c83f73dcef432500262f385b824833ba', 'd6891a1e56d8ba3ec2b417f39b48fbe7b6c1dec4802b9506c09122e773c4da01', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (20, 'f9e22c7c-e3ba-49ce-b5a1-01f7c97955d3', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.uploaded', 'video', '3682371a-306d-4ce8-a416-0e4344edd5b4', '{"container":"webm","sha256":"5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8","size":904}', 'd6891a1e56d8ba3ec2b417f39b48fbe7b6c1dec4802b9506c09122e773c4da01', '69c54d4934e300977fd70fc667891aa6a9f0337363873022af87b3e1db8dbc01', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (21, 'fff97ac9-b843-4f95-85a1-440185630897', 'system', NULL, 'video.failed', 'video', '3682371a-306d-4ce8-a416-0e4344edd5b4', '{"reason":"The uploaded file could not be read as a video."}', '69c54d4934e300977fd70fc667891aa6a9f0337363873022af87b3e1db8dbc01', '671e93819feca97efe62d88cdc8b9e6303b79d5f6faf22feaf1e823c51237e4f', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (22, 'b69b5d3e-efac-468e-acd1-f1c0e42e6213', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.created', 'video', 'd79fb9eb-4f04-44aa-9334-2d18c5c8f35c', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Waiting for the worker"}', '671e93819feca97efe62d88cdc8b9e6303b79d5f6faf22feaf1e823c51237e4f', 'c74d770cc5c2e92d99aff73dace9a8ca25fbfb459dff0a2ccdb029ebdfd8d3e3', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (23, '18d6e5ca-0008-4d28-a1c8-6194f1338f1f', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.uploaded', 'video', 'd79fb9eb-4f04-44aa-9334-2d18c5c8f35c', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', 'c74d770cc5c2e92d99aff73dace9a8ca25fbfb459dff0a2ccdb029ebdfd8d3e3', '3f9f8c4181995fe174e390c99a7302d45267fb6dc99f6e42bd3dc5b9d2f9e39d', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (24, '375021b4-e831-4220-98e2-ee428b303b37', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.updated', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"changes":{"description":{"new":"Edited description","old":"Where your accounts stand."}}}', '3f9f8c4181995fe174e390c99a7302d45267fb6dc99f6e42bd3dc5b9d2f9e39d', '0f2856c1b180199f6a1225f3297752ead6c8f37369da8e7b3d8a7149e4c3ab9b', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (25, '3f359e97-1beb-426e-ac30-4a295c27c621', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.captions_edited', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"oldSha256":"26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559","sha256":"70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f","version":2}', '0f2856c1b180199f6a1225f3297752ead6c8f37369da8e7b3d8a7149e4c3ab9b', 'a0f2db6f317f67f2390346a769c918dd9687351c1bacfdd211e39447b6aaba50', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (26, 'f17f10d8-033c-4cf6-8260-6dcfeaf721da', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.updated', 'video', '079d53b2-1b30-4299-a46e-5c72bbb0faa2', '{"changes":{"shareExpiresAt":{"new":"2026-06-02T06:00:00.000Z","old":null}}}', 'a0f2db6f317f67f2390346a769c918dd9687351c1bacfdd211e39447b6aaba50', 'aa2f6ae3e8f2b11fffb971b80a86922c963b09026217ef8815ffa3f9bcfe788a', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (27, 'c3e85725-5c20-47a7-858b-2aba37c743e7', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.updated', 'video', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', '{"changes":{"shareExpiresAt":{"new":"2027-12-31T17:00:00.000Z","old":null}},"password":"set"}', 'aa2f6ae3e8f2b11fffb971b80a86922c963b09026217ef8815ffa3f9bcfe788a', '53aa3bc9297e3241fc3312b8f45b21dfc4e6e95b51169e2d4ca68498844133d2', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (28, 'ec82e38c-dd9c-4898-861b-f7728b4f30af', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.link_revoked', 'video', '9522b79e-128e-400a-88f4-b38e210d70d1', '{"shareLink":"CVVLReOLELTp4Mf1B-uIrQ"}', '53aa3bc9297e3241fc3312b8f45b21dfc4e6e95b51169e2d4ca68498844133d2', '92e8a6685fb9026b5946ec15e2285247502a65541d5580ae9f25bd50e6f7fc12', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (29, '451de61b-e168-48e8-8f74-b53fec4ac2e0', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.link_revoked', 'video', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', '{"shareLink":"GVbnLKxt2MpnLNs9gmOMOA"}', '92e8a6685fb9026b5946ec15e2285247502a65541d5580ae9f25bd50e6f7fc12', '9fac03056eb47048406e8aac8311751237c1d40ec6b8ce803a64ac7b34b50532', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (30, '8f6dd897-3746-480f-8d94-c20834a63fad', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'video.link_renewed', 'video', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', '{"oldShareLink":"GVbnLKxt2MpnLNs9gmOMOA","shareLink":"qW6h9J17__WODTlOBcP3ww"}', '9fac03056eb47048406e8aac8311751237c1d40ec6b8ce803a64ac7b34b50532', '945a1ea2bfe4d02b8ff70e3da4a31c4bf2c55015ea63e34c3e3beb103bfbc8e2', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (31, '558b0990-21d8-4d71-ac0e-367f12d68e59', 'client', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'share.terms_accepted', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', '945a1ea2bfe4d02b8ff70e3da4a31c4bf2c55015ea63e34c3e3beb103bfbc8e2', 'ba40a3e5241abb0ff6082fe389e4fa208a41f867cb1aab2ece0246eddfba67a8', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (32, 'fd78acde-4c1b-473a-98a4-d5af6e995310', 'client', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'share.compliment_received', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"ip":"127.0.0.1","message":"This was helpful","type":"thumbs_up","userAgent":"Mozilla/5.0 (iPhone) test"}', 'ba40a3e5241abb0ff6082fe389e4fa208a41f867cb1aab2ece0246eddfba67a8', '2727c6edceb1c99d76d02891b7d0509a89e1ef041712e66dc6f40e109c4e3080', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (33, '0d4389bb-b6bc-471a-a3c0-9d56714a857a', 'client', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'share.comment_received', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"ip":"127.0.0.1","message":"Thanks, that answers my question about the IRA.","type":"custom","userAgent":"Mozilla/5.0 (iPhone) test"}', '2727c6edceb1c99d76d02891b7d0509a89e1ef041712e66dc6f40e109c4e3080', '62178e10b28b06cff2317e67c20d557b41a1f5d413fee3aa24e4871a73294236', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (34, 'ea6fc464-5b72-44a2-a8f8-42d804b4e832', 'client', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'share.terms_accepted', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '62178e10b28b06cff2317e67c20d557b41a1f5d413fee3aa24e4871a73294236', '2d8b2573ab92d96f0914052c6263422cbfccc0bfe266a559e2be480aac1d97c8', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (35, 'e6ec260d-7a3c-46ff-af43-ee52c01b861a', 'client', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'share.password_verified', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '2d8b2573ab92d96f0914052c6263422cbfccc0bfe266a559e2be480aac1d97c8', 'c16f9699ad1a5603d27d37250fb4bed9646c5e61950ba92b33900ff73d30a2ae', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (36, '944a4d4f-fa41-4d50-83c3-6e2bab89ba21', 'advisor', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'compliance.settings_changed', 'firm', 'firm', '{"requireApproval":true}', 'c16f9699ad1a5603d27d37250fb4bed9646c5e61950ba92b33900ff73d30a2ae', 'fd70063fdfed3d219b040779785cc34e5118d025d2e99240f937543686020a54', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (37, 'f6394f66-331b-448f-9a64-de601450c1cb', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.created', 'video', 'a016c3fe-1496-4681-8bf4-a6586e9cbec6', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, approved"}', 'fd70063fdfed3d219b040779785cc34e5118d025d2e99240f937543686020a54', '18602ad9744a921b2c9ec58e74c5ee8a58d7a9c4623f41b6a9cf7437e66101ca', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (38, 'ef5b070d-937a-4879-bbbd-81deda5eb691', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.created', 'video', '6092edd8-5e10-4c8d-9f8d-cf7129ec783f', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, rejected"}', '18602ad9744a921b2c9ec58e74c5ee8a58d7a9c4623f41b6a9cf7437e66101ca', '21dcd9bc65f98a5171e71510a65236776e3235cc1be6525748cba81a195ea117', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (39, '5fc7c09a-6f38-4051-8b96-96d1c6d2685e', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.created', 'video', '7589bb4b-8f37-4e22-9f8e-afc1a05fc176', '{"captionsEnabled":true,"clientName":"Jordan Smith","declaredSha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","declaredSize":9399,"passwordProtected":false,"title":"Needs approval, pending"}', '21dcd9bc65f98a5171e71510a65236776e3235cc1be6525748cba81a195ea117', '268f61a5af79e771f0e71c920cd1be8544beb4df32d4c532e8ffb3284b69bd20', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (40, 'a1e0599c-f6bd-4840-b2e3-f024effc8fe3', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.uploaded', 'video', 'a016c3fe-1496-4681-8bf4-a6586e9cbec6', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '268f61a5af79e771f0e71c920cd1be8544beb4df32d4c532e8ffb3284b69bd20', 'cfb10e54bc70a92cc875713d43b8cb82b9738e7ec5f549e14e312377d466c435', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (41, 'b685f90d-4042-4f59-a18a-dee16370f288', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.uploaded', 'video', '6092edd8-5e10-4c8d-9f8d-cf7129ec783f', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', 'cfb10e54bc70a92cc875713d43b8cb82b9738e7ec5f549e14e312377d466c435', '7ac3893601040c2f628c79c114d6332c197ad2ff9b61c9b2ae6788c4beef769e', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (42, '30ff42cd-0ce6-45eb-a77e-c58282d1a512', 'advisor', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'video.uploaded', 'video', '7589bb4b-8f37-4e22-9f8e-afc1a05fc176', '{"container":"webm","sha256":"f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c","size":9399}', '7ac3893601040c2f628c79c114d6332c197ad2ff9b61c9b2ae6788c4beef769e', '2957b93a517912e30d3c699458840c37e894e14c3bfc6d99f00e20fba014dfa6', '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (43, '3c5d4cda-41d4-4394-8c8b-a001430052f1', 'advisor', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'compliance.reviewed', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"advisorId":"f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1","note":"Disclosure present, fine."}', '2957b93a517912e30d3c699458840c37e894e14c3bfc6d99f00e20fba014dfa6', 'b8ca46c05f6fa7297a0b05a80673962d2ef75f9be6cc5d8dad4c56bcc3bec0e4', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (44, 'ae9641fa-a59e-4450-86c2-7c68f9e83216', 'advisor', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'compliance.approved', 'video', 'a016c3fe-1496-4681-8bf4-a6586e9cbec6', '{"note":"","previousState":"pending","reasons":["firm_setting"]}', 'b8ca46c05f6fa7297a0b05a80673962d2ef75f9be6cc5d8dad4c56bcc3bec0e4', '5787e67b8d3053621d9c03e30d4d2ac676f9f22a898369313aa3d83d49e78753', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (45, 'f533dbfd-71f4-48ef-8eea-0cd9a38e606e', 'advisor', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'compliance.rejected', 'video', '6092edd8-5e10-4c8d-9f8d-cf7129ec783f', '{"note":"Performance claim without a disclaimer.","previousState":"pending","reasons":["firm_setting"]}', '5787e67b8d3053621d9c03e30d4d2ac676f9f22a898369313aa3d83d49e78753', '7dbf5ca3768d4e62ffdefc7e68f3b7427cfc4b693fd43510e7098baddaef4f82', '2026-06-03 03:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (46, 'a3fe1c4e-33ab-423d-9115-3edd953513c9', 'client', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'share.terms_accepted', 'video', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (iPhone) test"}', '7dbf5ca3768d4e62ffdefc7e68f3b7427cfc4b693fd43510e7098baddaef4f82', 'a7b3bd19c42c369fcfe2f169eebffa9fd253cba274559014313a860dbe828f66', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (47, '137aec41-42af-4bbd-8181-815593e8d4ae', 'client', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'share.terms_accepted', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2,"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', 'a7b3bd19c42c369fcfe2f169eebffa9fd253cba274559014313a860dbe828f66', '9cc6bda6187d22f0c18d58b0436b6d2d0251bea8a7adbe67e2c0c56ccbcbf46e', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.audit_log VALUES (48, 'dd0f2577-1e91-4464-ba76-f311bf384d30', 'client', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'share.password_verified', 'video', '06af8dc9-27bf-4e02-949d-ab845e75b075', '{"ip":"127.0.0.1","userAgent":"Mozilla/5.0 (Windows NT 10.0) fixture"}', '9cc6bda6187d22f0c18d58b0436b6d2d0251bea8a7adbe67e2c0c56ccbcbf46e', 'ff2fdda3760caec2e7bfe182cdc9964d185d8ee06fa07d5c79c9bcc1a7bcba2b', '2026-06-03 06:00:00+00');


--
-- Data for Name: crm_connections; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_connections VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', 'v1.svX6tbnj54q2Al6z.fnucVEhtnVlBgkMAFFvC3A.hPTmFN7epDTF3QfzBBg-F07dh0GP8LfQG68yy6ZQQS57feNlc4wu0-KoO6QAO0sh8UHsu5kvOWck6jZYWqNTV9pLBsHk5npstfuOGuIT', '{"apiKey":"••••0001","userKey":"••••9876"}', 'connected', NULL, NULL, '2026-06-02 05:00:00+00', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: crm_note_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('a4208df9-fa54-40d9-9991-ec929a6e68f8', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', '1001', 'video.commented', 'video.commented:9c3b3461-a991-4ca4-a58b-db7f83cdc14a:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “Thanks, that answers my question about the IRA.”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('b8e04b4c-9e95-4a19-93cf-00d0ddaa338b', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', '1001', 'video.commented', 'video.commented:cc4d4c94-1a88-4d03-a715-4ced1239b5a6:redtail:1001', 'Briefcast: Comment from Jordan Smith — “Quarterly review”', 'Comment from Jordan Smith: “Quarterly review”.
Comment: “This was helpful”
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('bdb2e459-aeee-4768-a974-fef67f33e9ce', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', '1001', 'video.completed', 'video.completed:completed:redtail:1001', 'Briefcast: Watched to the end by Jordan Smith — “Quarterly review”', 'Watched to the end by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('c1bab08f-9739-458a-838f-edd41e537189', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', '1001', 'video.sent', 'video.sent:sent:redtail:1001', 'Briefcast: Video sent — “Quarterly review”', 'Video sent: “Quarterly review”.
When: Mon, 01 Jun 2026 09:00:00 GMT
Link: http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw', 'delivered', 1, NULL, '77', '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.crm_note_deliveries VALUES ('5a9bd8d6-ada8-4f60-b507-2fb320d6078d', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'redtail', '1001', 'video.first_viewed', 'video.first_viewed:first:redtail:1001', 'Briefcast: First viewed by Jordan Smith — “Quarterly review”', 'First viewed by Jordan Smith: “Quarterly review”.
When: Tue, 02 Jun 2026 05:00:00 GMT
Link: http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw', 'delivered', 1, NULL, '77', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00');


--
-- Data for Name: disclosure_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.disclosure_versions VALUES ('fb045579-cfa7-44b9-8c3d-2b9915337e54', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('eb34ce29-aab1-487b-a257-23b2d8d901d6', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('39ace314-342f-432f-9363-9db7f7cf84dd', '0add05fd-412f-4f52-a802-a2dc91bd141d', 1, 'Important Information About This Video

This video is provided for illustrative and educational purposes only. It is not individualized investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment product.

Investing involves risk, including the possible loss of principal. No investment strategy can guarantee a profit or protect against loss. Past performance does not guarantee future results. Any forward-looking statements, projections or hypothetical illustrations reflect assumptions made at the time of recording and may not come true.

Your circumstances are unique. Before acting on anything discussed in this video, consult qualified tax, legal and financial professionals about your own situation.

Your advisor''s firm supervises and retains its communications with clients as required by applicable securities regulations. This video, and a record of your viewing it, may be retained for compliance purposes.

This video is intended only for the person to whom it was sent. Please do not forward or share the link.

By selecting ''Accept & View Video'', you acknowledge that you have read and understood this disclosure and, to the extent permitted by law, release your advisor and your advisor''s firm from liability for decisions made solely on the basis of this video.', '7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.disclosure_versions VALUES ('70a62f24-eece-47ab-807a-a8d5aa2f4998', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 2, 'Advisory services offered through Diaz Wealth Partners, an RIA.', '993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa', '2026-06-01 09:00:00+00');


--
-- Data for Name: firm_settings; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.firm_settings VALUES ('firm', '2026-06-03 01:00:00+00', '0add05fd-412f-4f52-a802-a2dc91bd141d', '2026-06-03 01:00:00+00');


--
-- Data for Name: integrations_key_check; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: jobs; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.jobs VALUES ('2c2fa638-3690-4383-ae89-8632ec97a201', 'integrations.webhook', '{"deliveryId":"9c7847e6-9906-4cb7-ae53-f007f39a1e72"}', 'failed', 10, 10, '2026-06-02 01:32:06.496+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('da289624-e8e7-43ea-bad5-833fa1f4c922', 'integrations.webhook', '{"deliveryId":"56ed3a76-2e45-4379-9337-daefde3c00dc"}', 'failed', 10, 10, '2026-06-02 01:42:17.6+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('f81d1911-5b04-4d21-8eb4-5fff28116a85', 'integrations.webhook', '{"deliveryId":"fd3d97f8-2761-46cd-8541-fbbc9c9ecfeb"}', 'failed', 10, 10, '2026-06-02 01:42:59.419+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('f5075d82-9e16-4985-ab84-b85339fa1de4', 'integrations.webhook', '{"deliveryId":"66822e37-f84b-443d-90d9-9713e8988d1d"}', 'failed', 10, 10, '2026-06-02 01:46:29.223+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('5bda236b-01e2-4faa-8ee4-84cbf408d77d', 'integrations.webhook', '{"deliveryId":"5e219386-6b1e-435d-993c-ea9c3a3786c3"}', 'failed', 10, 10, '2026-06-02 01:58:09.572+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('40d7ad49-5f57-461d-a1d6-c6aab968128a', 'integrations.webhook', '{"deliveryId":"6b07f7ff-ae4b-46f1-975a-55446e1905a6"}', 'failed', 10, 10, '2026-06-02 01:42:28.879+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('e57fadc6-38fe-4775-adb7-7b202e4e204e', 'integrations.webhook', '{"deliveryId":"4a4ffb78-1b9c-4886-8039-00fbbeeec1f7"}', 'failed', 10, 10, '2026-06-02 01:43:39.373+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('fbd7cf1e-e62c-4310-8e6c-54b4c0c59ae7', 'integrations.webhook', '{"deliveryId":"3030a9bf-0682-431e-a782-0d959ed963d2"}', 'failed', 10, 10, '2026-06-02 01:57:28.665+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:218:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('c5dba219-00be-4be9-829c-f416ef9a7269', 'integrations.webhook', '{"deliveryId":"bff2d58f-ea82-426d-a2b4-97d9b4b2aeb0"}', 'failed', 10, 10, '2026-06-02 21:41:54.071+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
    at deliverWebhook (/tmp/wp-rows-main/server/integrations/webhook-delivery.ts:53:26)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async runDueJobs (/tmp/wp-rows-main/server/test/due-jobs.ts:28:7)
    at async drainJobs (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:54:22)
    at async seedThroughApi (/tmp/wp-rows-main/server/test/migration-fixture/seed.ts:333:3)
    at async record (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:43:23)
    at async <anonymous> (/tmp/wp-rows-main/scripts/make-migration-fixture.ts:63:36)', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL);
INSERT INTO __fixture_schema__.jobs VALUES ('7d37fa71-5093-4036-9fad-6d61f5d02907', 'integrations.webhook', '{"deliveryId":"27cb51df-626d-4927-b06f-a46302a73815"}', 'failed', 10, 10, '2026-06-02 21:45:45.741+00', NULL, NULL, 'Error: The endpoint answered HTTP 401
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

INSERT INTO __fixture_schema__.kysely_migration VALUES ('0001_initial', '2026-11-28T03:34:28.698Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0002_rate_limits', '2026-11-28T03:34:28.703Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0003_disclosure_versions_media', '2026-11-28T03:34:28.720Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0004_jobs_queue', '2026-11-28T03:34:28.723Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0005_video_uploads', '2026-11-28T03:34:28.746Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0006_video_processing_state', '2026-11-28T03:34:28.748Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0007_share_viewer', '2026-11-28T03:34:28.764Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0008_library', '2026-11-28T03:34:28.781Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0009_video_search', '2026-11-28T03:34:28.785Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0010_upload_locks', '2026-11-28T03:34:28.790Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0011_compliance_records', '2026-11-28T03:34:28.813Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0012_supervision', '2026-11-28T03:34:28.842Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0013_integrations', '2026-11-28T03:34:28.911Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0014_integrations_key_check', '2026-11-28T03:34:28.915Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0015_honest_ai_defaults', '2026-11-28T03:34:28.920Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0016_audit_log_no_replace', '2026-11-28T03:34:28.921Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0017_share_pass_views', '2026-11-28T03:34:28.934Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0018_email_change_codes', '2026-11-28T03:34:28.937Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0019_reset_links', '2026-11-28T03:34:28.940Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0020_video_search_trigram', '2026-11-28T03:34:28.954Z');
INSERT INTO __fixture_schema__.kysely_migration VALUES ('0021_video_counts', '2026-11-28T03:34:28.970Z');


--
-- Data for Name: kysely_migration_lock; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.kysely_migration_lock VALUES ('migration_lock', 0);


--
-- Data for Name: media_files; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.media_files VALUES ('32967257-ff43-4d66-92fe-fa5c5db94e6a', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'logo', 'image/png', 109, '2026-06-01 09:00:00+00');


--
-- Data for Name: password_reset_tokens; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.password_reset_tokens VALUES ('d76ccb67-3c2f-44ee-a45f-dfd70a198238', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', '0e0e2841d5b73b3c7984b28d692484fd80f65525d30356035736cc6aa1c877db', 0, '2026-06-01 09:10:00+00', NULL, '2026-06-01 09:00:00+00', 'password_reset', NULL, '9915ea3f77d4e5976f2e71ab61a0ef6576fd25a7e695d4f25bfc6875fdb4ce18', '2026-06-01 10:00:00+00');


--
-- Data for Name: pricing_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.pricing_events VALUES ('fa8eaaf3-ff5e-4678-8a7f-bbfa50c9bb7c', 'PRICING_VIEWED', NULL, NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.pricing_events VALUES ('18f37c4e-8716-4665-a31b-6f4b8257ce8a', 'PLAN_SELECTED', 'premium', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: rate_limits; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.rate_limits VALUES ('signups:ip:127.0.0.1', '2026-06-01 09:00:00+00', 3);
INSERT INTO __fixture_schema__.rate_limits VALUES ('pricing-events:ip:127.0.0.1', '2026-06-01 09:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:email:ben@fixture.example.com', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('reset-requests:ip:127.0.0.1', '2026-06-01 09:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:9a7b510d-0741-4f34-be28-e2c0c2893778', '2026-06-02 05:00:00+00', 6);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-comments:ab8c6a0a-6de4-4072-bb0e-d87cd28e4456:127.0.0.1', '2026-06-02 05:00:00+00', 2);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:visit:9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', '2026-06-02 05:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-events:ip:127.0.0.1', '2026-06-02 05:00:00+00', 7);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:ab8c6a0a-6de4-4072-bb0e-d87cd28e4456:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-accept:06af8dc9-27bf-4e02-949d-ab845e75b075:127.0.0.1', '2026-06-03 06:00:00+00', 1);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password:06af8dc9-27bf-4e02-949d-ab845e75b075:127.0.0.1', '2026-06-03 06:00:00+00', 0);
INSERT INTO __fixture_schema__.rate_limits VALUES ('share-password-link:06af8dc9-27bf-4e02-949d-ab845e75b075', '2026-06-03 06:00:00+00', 0);


--
-- Data for Name: recording_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.sessions VALUES ('14a480086d2ce8a8c9150da2c6cbc555e3436140a6ada472131862746927a000', '0add05fd-412f-4f52-a802-a2dc91bd141d', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('6156680f78e02b6568565d8a2d6ce4296ad90aba9218c05aa259406cc681a629', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', '{}', '2026-07-03 01:00:00+00', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.sessions VALUES ('1b7324086872d42a609646c3be4d50732deb2e8ac702edcf2196980cea4813c6', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', '{}', '2026-07-03 06:00:00+00', '2026-06-01 09:00:00+00');


--
-- Data for Name: settings_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.settings_events VALUES ('fc68f919-5283-4c0b-9011-5bc8f452c4a6', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'CONTACT_UPDATED', 'phone', '{"old":null,"new":"+1 415 555 0100"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('97604fa1-a871-42b5-af34-632140df943f', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'CONTACT_UPDATED', 'calendarLink', '{"old":null,"new":"https://cal.example.com/ana"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('fa6ad4dd-7ce9-40ab-94d6-cbf222344612', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'COMPLIANCE_UPDATED', 'disclosureText', '{"old":"7edbcd876be7cb18539370e5e64ed8e05b9cb3a3c5da18ee8fe113d9f1d48ea6","new":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('a07f3a9b-0c12-480a-a99c-ae855ae6480e', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'NOTIFICATIONS_UPDATED', 'notifyOnActivity', '{"old":true,"new":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('440674c6-7bf4-4088-80a7-0830b9935991', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'BRANDING_UPDATED', 'primaryColor', '{"old":"#2563eb","new":"#115e59"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('d4ce930b-92d1-4ac4-84cd-e0500bae5280', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'BRANDING_UPDATED', 'secondaryColor', '{"old":"#1e40af","new":"#134e4a"}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.settings_events VALUES ('1e0b91f4-74f3-4ca8-be5a-4608932ba3c3', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'BRANDING_UPDATED', 'logoUrl', '{"old":null,"new":"32967257-ff43-4d66-92fe-fa5c5db94e6a"}', '2026-06-01 09:00:00+00');


--
-- Data for Name: share_pass_views; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.share_pass_views VALUES ('ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'Zs0bOWPtE_S2_vBGY0EEEA', '9a7b510d-0741-4f34-be28-e2c0c2893778', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.share_pass_views VALUES ('06af8dc9-27bf-4e02-949d-ab845e75b075', 'HzlPrswpOtGFTv5xQCCegw', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', '2026-06-02 05:00:00+00');


--
-- Data for Name: signing_keys; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signing_keys VALUES ('share-gate', 'POEyFyuxcPVhvDDhEW7D-ZHoBmM9gJo2YjXdlW2R4FM', '2026-06-02 05:00:00+00');


--
-- Data for Name: signup_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.signup_events VALUES ('9f318fa0-cca7-4981-9a82-15c7d6c8165c', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('3c030488-e164-4feb-90f9-feacbd4acc28', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.signup_events VALUES ('88e1bcd6-5fab-4dd1-aeb6-22ad58ca04ed', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'SIGNUP_COMPLETED', '{"plan":"starter","marketingEmails":false}', '2026-06-01 09:00:00+00');


--
-- Data for Name: subscriptions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.subscriptions VALUES ('01fdfeb0-f4fd-4f45-b487-5827018c8ab3', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('66db58b7-0942-4c7f-a8ad-dc5bac94b068', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'starter', 2000, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.subscriptions VALUES ('0ca7d76d-a5f7-43bd-8475-fe703cb50620', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'professional', 4500, 'active', '2026-07-01 09:00:00+00', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: upload_locks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--



--
-- Data for Name: uploads; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.uploads VALUES ('b2b71a783d64ec44e9165806d80f68d7', '47a54863-5414-4fcf-9932-8a553bdff701', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 9399, 4699, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00');


--
-- Data for Name: video_approvals; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_approvals VALUES ('a016c3fe-1496-4681-8bf4-a6586e9cbec6', NULL, NULL, 'approved', '0add05fd-412f-4f52-a802-a2dc91bd141d', '2026-06-03 03:00:00+00', '');
INSERT INTO __fixture_schema__.video_approvals VALUES ('6092edd8-5e10-4c8d-9f8d-cf7129ec783f', NULL, NULL, 'rejected', '0add05fd-412f-4f52-a802-a2dc91bd141d', '2026-06-03 03:00:00+00', 'Performance claim without a disclaimer.');


--
-- Data for Name: video_counts; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_counts VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'uploading', 2);
INSERT INTO __fixture_schema__.video_counts VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'failed', 1);
INSERT INTO __fixture_schema__.video_counts VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'ready', 6);
INSERT INTO __fixture_schema__.video_counts VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'uploading', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'uploaded', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'processing', 0);
INSERT INTO __fixture_schema__.video_counts VALUES ('e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'ready', 4);


--
-- Data for Name: video_crm_links; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_crm_links VALUES ('ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'redtail', '1001', 'Jordan Example 2', '2026-06-02 05:00:00+00');


--
-- Data for Name: video_reviews; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_reviews VALUES ('8b1d9623-eb45-41c7-b160-c3a70546e986', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '0add05fd-412f-4f52-a802-a2dc91bd141d', 'Disclosure present, fine.', '2026-06-03 03:00:00+00');


--
-- Data for Name: video_versions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.video_versions VALUES ('467ed2e5-7469-4d15-977a-8992352742b1', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', 1, 'videos/4ada8e69-2542-4cbc-a1fe-7dac2b8e746f/original', 'videos/4ada8e69-2542-4cbc-a1fe-7dac2b8e746f/mp4', 'videos/4ada8e69-2542-4cbc-a1fe-7dac2b8e746f/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('94cf184e-4a37-45b9-938f-5de7c59b3f17', '06af8dc9-27bf-4e02-949d-ab845e75b075', 1, 'videos/06af8dc9-27bf-4e02-949d-ab845e75b075/original', 'videos/06af8dc9-27bf-4e02-949d-ab845e75b075/mp4', 'videos/06af8dc9-27bf-4e02-949d-ab845e75b075/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('d6edda33-ec77-4865-b66e-6151298e2f65', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 1, 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/original', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/mp4', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/thumbnail', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/captions/03af3dd0-7b7f-4736-996a-979699416e6d', 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', '26bade52854ce6f35eb262686b577efc98961205eb94388d444b7a7529ee9559', 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('2e0f8bcc-3930-4e62-a3a6-ebfc51a2182a', '079d53b2-1b30-4299-a46e-5c72bbb0faa2', 1, 'videos/079d53b2-1b30-4299-a46e-5c72bbb0faa2/original', 'videos/079d53b2-1b30-4299-a46e-5c72bbb0faa2/mp4', 'videos/079d53b2-1b30-4299-a46e-5c72bbb0faa2/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('c8fb3741-b2ac-4781-95cd-3be20885f377', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', 1, 'videos/fb359ca8-7acb-4c95-b5a2-2882f2564130/original', 'videos/fb359ca8-7acb-4c95-b5a2-2882f2564130/mp4', 'videos/fb359ca8-7acb-4c95-b5a2-2882f2564130/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('455bc6ea-c8ed-4a43-bd33-ac718f6faa1f', '9522b79e-128e-400a-88f4-b38e210d70d1', 1, 'videos/9522b79e-128e-400a-88f4-b38e210d70d1/original', 'videos/9522b79e-128e-400a-88f4-b38e210d70d1/mp4', 'videos/9522b79e-128e-400a-88f4-b38e210d70d1/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('51bcbc4a-deee-4c06-9514-f390cb136fe1', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 2, 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/original', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/mp4', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/thumbnail', 'videos/ab8c6a0a-6de4-4072-bb0e-d87cd28e4456/captions/3e1e1cd2-1340-4fa1-9661-95d544473d97', 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', '70ef90795200bebd897842e1d5924746c0636fd132a97f4244e29c7d2a8e660f', 'captions_edited', 'advisor', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('1fbfd092-8e32-4063-abf6-bedb8f203593', 'd79fb9eb-4f04-44aa-9334-2d18c5c8f35c', 1, 'videos/d79fb9eb-4f04-44aa-9334-2d18c5c8f35c/original', 'videos/d79fb9eb-4f04-44aa-9334-2d18c5c8f35c/mp4', 'videos/d79fb9eb-4f04-44aa-9334-2d18c5c8f35c/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('2fe49117-3ca9-4917-9e88-b957a6dcb308', '7589bb4b-8f37-4e22-9f8e-afc1a05fc176', 1, 'videos/7589bb4b-8f37-4e22-9f8e-afc1a05fc176/original', 'videos/7589bb4b-8f37-4e22-9f8e-afc1a05fc176/mp4', 'videos/7589bb4b-8f37-4e22-9f8e-afc1a05fc176/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('5c59b447-f6f3-4b14-89f0-7f203b35573a', '6092edd8-5e10-4c8d-9f8d-cf7129ec783f', 1, 'videos/6092edd8-5e10-4c8d-9f8d-cf7129ec783f/original', 'videos/6092edd8-5e10-4c8d-9f8d-cf7129ec783f/mp4', 'videos/6092edd8-5e10-4c8d-9f8d-cf7129ec783f/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');
INSERT INTO __fixture_schema__.video_versions VALUES ('ca06be44-39c0-4dee-bb51-83f49e92b562', 'a016c3fe-1496-4681-8bf4-a6586e9cbec6', 1, 'videos/a016c3fe-1496-4681-8bf4-a6586e9cbec6/original', 'videos/a016c3fe-1496-4681-8bf4-a6586e9cbec6/mp4', 'videos/a016c3fe-1496-4681-8bf4-a6586e9cbec6/thumbnail', NULL, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', NULL, 'processed', 'system', NULL, '2026-06-03 01:00:00+00');


--
-- Data for Name: videos; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.videos VALUES ('7ae9fa8d-7444-4d54-8689-0b3624646c9d', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Pat Lee', 'Not uploaded yet', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', 0, NULL, 'gSMs9FBQxVZIKQj4jX8ipw', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('47a54863-5414-4fcf-9932-8a553bdff701', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Half uploaded', 'Where your accounts stand.', NULL, NULL, 3, 'uploading', 0, NULL, 'N3_3wyEBTFgPUBLV2_Ya3Q', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('3682371a-306d-4ce8-a416-0e4344edd5b4', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Jordan Smith', 'Broken recording', 'Where your accounts stand.', NULL, NULL, 3, 'failed', 0, NULL, 'TprzY2nwYMuCzUQ6cedoiA', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 904, '5dad7095883903de5911c1364c8e6f504799e72bb327ec29980cb456aab16fd8', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, 'The uploaded file could not be read as a video.', NULL, NULL, NULL, NULL, false, NULL);
INSERT INTO __fixture_schema__.videos VALUES ('079d53b2-1b30-4299-a46e-5c72bbb0faa2', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Expiring link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'Kard_UGb2DYlinHie0DvEA', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, '2026-06-02 06:00:00+00', NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Video for Jordan Smith, 1 Jun 2026', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, 'scrypt$32768$8$1$sjJvSLLQ0Tb5nOIgm9DQtw==$9HE5ctbgIlwfQIvPpx51K1ZidQaaOirt2MoEKlKC3FQ=', 'tnigCghtJF7GrvMNA_f8XQ', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, '2027-12-31 17:00:00+00', NULL, NULL, true, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('9522b79e-128e-400a-88f4-b38e210d70d1', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Revoked link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'CVVLReOLELTp4Mf1B-uIrQ', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, '2026-06-02 05:00:00+00', NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('fb359ca8-7acb-4c95-b5a2-2882f2564130', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Renewed link', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'qW6h9J17__WODTlOBcP3ww', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('d79fb9eb-4f04-44aa-9334-2d18c5c8f35c', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Jordan Smith', 'Waiting for the worker', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'xhrBcr4YUDeVDkacYMxhkg', NULL, NULL, NULL, true, true, '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-02 05:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Quarterly review', 'Edited description', NULL, NULL, 1.008, 'ready', 1, NULL, '0WoVHR9PPoMww7Oin6AKvw', NULL, 'WEBVTT

00:00:00.000 --> 00:00:01.000
Good morning, Jordan!
', 'Good morning, Jordan!', true, true, '2026-06-01 09:00:00+00', '2026-06-02 05:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, '2026-06-02 05:00:00+00', NULL, false, 'made');
INSERT INTO __fixture_schema__.videos VALUES ('06af8dc9-27bf-4e02-949d-ab845e75b075', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'Jordan Smith', 'Estate plan, password', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 1, 'scrypt$32768$8$1$0uQPmArG/qBaMZG1cxD0nA==$0H53rb/gsVBM4nFvOiLKSpp2ZYdb3x3WELMqtcMQ054=', '4WVX78l0O-LOzTQROitydg', NULL, NULL, NULL, true, true, '2026-06-01 09:00:00+00', '2026-06-01 09:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-01 09:00:00+00', NULL, NULL, NULL, NULL, '2026-06-02 05:00:00+00', NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('7589bb4b-8f37-4e22-9f8e-afc1a05fc176', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Jordan Smith', 'Needs approval, pending', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'S8vKviXgfLMZaKVUHES5DA', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('6092edd8-5e10-4c8d-9f8d-cf7129ec783f', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Jordan Smith', 'Needs approval, rejected', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'GKS6AmW0JhRIgCwIsZ4WAA', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');
INSERT INTO __fixture_schema__.videos VALUES ('a016c3fe-1496-4681-8bf4-a6586e9cbec6', 'e27bd4e0-ced4-40dc-ad93-4118a5192d2b', 'Jordan Smith', 'Needs approval, approved', 'Where your accounts stand.', NULL, NULL, 1.008, 'ready', 0, NULL, 'DKlyrC0cE7Sq_qY6ZxmT-A', NULL, NULL, NULL, true, true, '2026-06-03 01:00:00+00', '2026-06-03 01:00:00+00', NULL, 9399, 'f69734e57445477ebe991b335975e1afb66e7e9c447efb7420a4c7f266dd0b6c', 'video/webm', 'webm', '2026-06-03 01:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, false, 'no_model');


--
-- Data for Name: viewer_compliments; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_compliments VALUES ('cc4d4c94-1a88-4d03-a715-4ced1239b5a6', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'thumbs_up', 'This was helpful', '2026-06-02 05:00:00+00', NULL);
INSERT INTO __fixture_schema__.viewer_compliments VALUES ('9c3b3461-a991-4ca4-a58b-db7f83cdc14a', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'custom', 'Thanks, that answers my question about the IRA.', '2026-06-02 05:00:00+00', NULL);


--
-- Data for Name: viewer_events; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_events VALUES ('62a4479d-d2e7-4f4c-bd90-fcfdf82efbf7', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('8f8e1339-8768-403f-9219-7d70bce420cd', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'VIDEO_PLAYED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('6a9f669d-a0ca-447b-903d-7f749d5adf5e', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'CAPTIONS_OFF', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('13eab1ca-0a65-4dc2-a65d-fcf4705cf5e2', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'VIDEO_PAUSED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('e337b62f-f808-440d-ac66-fbae78a31993', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'VIDEO_COMPLETED', '{"position":1}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('06effbe9-91ef-43a6-b0e3-2ef6bde86935', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'SPEED_CHANGED', '{"speed":1.5}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('453f5f21-654c-4585-92e1-92f6a1ec9af1', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'COMPLIMENT_SENT', '{"type":"thumbs_up","message":"This was helpful"}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('05df68c4-cc40-492e-a5f4-7ea37c61f2e0', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'COMPLIMENT_SENT', '{"type":"custom","message":"Thanks, that answers my question about the IRA."}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('3fdb2fae-ee6e-4e3b-ab68-ade51bb9c0f4', '06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-02T05:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('8e9db24c-e344-4019-a0ff-404bffed16f8', '06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-02T05:00:00.000Z"}', '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('16049f3d-d244-45b3-a83f-9d55df29159c', '06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'VIDEO_PLAYED', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('33c1bd67-9f76-4581-aad0-b8322ba596d6', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('a9ea0a81-fc0e-4302-be23-bd141129c8bc', '06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'VIEWER_ACCEPTED_TERMS', '{"timestamp":"2026-06-03T06:00:00.000Z","disclosureSha256":"993c9534f2b83032d6d0c678e529a629bc60e8731317ae1688e5aa1ddf9823fa","disclosureVersion":2}', '2026-06-03 06:00:00+00');
INSERT INTO __fixture_schema__.viewer_events VALUES ('e656dc6b-1cde-41e2-8ffe-8b46427320de', '06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', 'PASSWORD_VERIFIED', '{"timestamp":"2026-06-03T06:00:00.000Z"}', '2026-06-03 06:00:00+00');


--
-- Data for Name: viewer_sessions; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.viewer_sessions VALUES ('ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', '9a7b510d-0741-4f34-be28-e2c0c2893778', '127.0.0.1', 'Mozilla/5.0 (iPhone) test', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', '2026-06-02 05:00:00+00', 1.008);
INSERT INTO __fixture_schema__.viewer_sessions VALUES ('06af8dc9-27bf-4e02-949d-ab845e75b075', '9a5720f6-96a5-4d9d-b295-72f65e7e3d9b', '127.0.0.1', 'Mozilla/5.0 (Windows NT 10.0) fixture', '2026-06-02 05:00:00+00', '2026-06-03 06:00:00+00', '2026-06-02 05:00:00+00', NULL, 0);


--
-- Data for Name: webhook_deliveries; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('9c7847e6-9906-4cb7-ae53-f007f39a1e72', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f', 'video.sent', '4ada8e69-2542-4cbc-a1fe-7dac2b8e746f:video.sent:sent', '{"id":"9c7847e6-9906-4cb7-ae53-f007f39a1e72","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"4ada8e69-2542-4cbc-a1fe-7dac2b8e746f","title":"Video for Jordan Smith, 1 Jun 2026","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/tnigCghtJF7GrvMNA_f8XQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('66822e37-f84b-443d-90d9-9713e8988d1d', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', 'fb359ca8-7acb-4c95-b5a2-2882f2564130', 'video.sent', 'fb359ca8-7acb-4c95-b5a2-2882f2564130:video.sent:sent', '{"id":"66822e37-f84b-443d-90d9-9713e8988d1d","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"fb359ca8-7acb-4c95-b5a2-2882f2564130","title":"Renewed link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/GVbnLKxt2MpnLNs9gmOMOA"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('56ed3a76-2e45-4379-9337-daefde3c00dc', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '7ae9fa8d-7444-4d54-8689-0b3624646c9d', 'video.sent', '7ae9fa8d-7444-4d54-8689-0b3624646c9d:video.sent:sent', '{"id":"56ed3a76-2e45-4379-9337-daefde3c00dc","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"7ae9fa8d-7444-4d54-8689-0b3624646c9d","title":"Not uploaded yet","clientName":"Pat Lee","shareUrl":"http://127.0.0.1:34921/share/gSMs9FBQxVZIKQj4jX8ipw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('6b07f7ff-ae4b-46f1-975a-55446e1905a6', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '47a54863-5414-4fcf-9932-8a553bdff701', 'video.sent', '47a54863-5414-4fcf-9932-8a553bdff701:video.sent:sent', '{"id":"6b07f7ff-ae4b-46f1-975a-55446e1905a6","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"47a54863-5414-4fcf-9932-8a553bdff701","title":"Half uploaded","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/N3_3wyEBTFgPUBLV2_Ya3Q"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('3030a9bf-0682-431e-a782-0d959ed963d2', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '079d53b2-1b30-4299-a46e-5c72bbb0faa2', 'video.sent', '079d53b2-1b30-4299-a46e-5c72bbb0faa2:video.sent:sent', '{"id":"3030a9bf-0682-431e-a782-0d959ed963d2","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"079d53b2-1b30-4299-a46e-5c72bbb0faa2","title":"Expiring link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/Kard_UGb2DYlinHie0DvEA"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('5e219386-6b1e-435d-993c-ea9c3a3786c3', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '9522b79e-128e-400a-88f4-b38e210d70d1', 'video.sent', '9522b79e-128e-400a-88f4-b38e210d70d1:video.sent:sent', '{"id":"5e219386-6b1e-435d-993c-ea9c3a3786c3","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"9522b79e-128e-400a-88f4-b38e210d70d1","title":"Revoked link","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/CVVLReOLELTp4Mf1B-uIrQ"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('bff2d58f-ea82-426d-a2b4-97d9b4b2aeb0', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'video.first_viewed', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456:video.first_viewed:first', '{"id":"bff2d58f-ea82-426d-a2b4-97d9b4b2aeb0","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"ab8c6a0a-6de4-4072-bb0e-d87cd28e4456","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('27cb51df-626d-4927-b06f-a46302a73815', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '06af8dc9-27bf-4e02-949d-ab845e75b075', 'video.first_viewed', '06af8dc9-27bf-4e02-949d-ab845e75b075:video.first_viewed:first', '{"id":"27cb51df-626d-4927-b06f-a46302a73815","event":"video.first_viewed","occurredAt":"2026-06-02T05:00:00.000Z","video":{"id":"06af8dc9-27bf-4e02-949d-ab845e75b075","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/4WVX78l0O-LOzTQROitydg"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-02 05:00:00+00', '2026-06-02 23:00:00+00', NULL, '2026-06-02 05:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('fd3d97f8-2761-46cd-8541-fbbc9c9ecfeb', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', '06af8dc9-27bf-4e02-949d-ab845e75b075', 'video.sent', '06af8dc9-27bf-4e02-949d-ab845e75b075:video.sent:sent', '{"id":"fd3d97f8-2761-46cd-8541-fbbc9c9ecfeb","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"06af8dc9-27bf-4e02-949d-ab845e75b075","title":"Estate plan, password","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/4WVX78l0O-LOzTQROitydg"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');
INSERT INTO __fixture_schema__.webhook_deliveries VALUES ('4a4ffb78-1b9c-4886-8039-00fbbeeec1f7', 'b495ac1d-c96c-43a1-942a-8eeeed2370f3', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456', 'video.sent', 'ab8c6a0a-6de4-4072-bb0e-d87cd28e4456:video.sent:sent', '{"id":"4a4ffb78-1b9c-4886-8039-00fbbeeec1f7","event":"video.sent","occurredAt":"2026-06-01T09:00:00.000Z","video":{"id":"ab8c6a0a-6de4-4072-bb0e-d87cd28e4456","title":"Quarterly review","clientName":"Jordan Smith","shareUrl":"http://127.0.0.1:34921/share/0WoVHR9PPoMww7Oin6AKvw"}}', 'failed', 10, 401, '[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'The endpoint answered HTTP 401', '2026-06-01 09:00:00+00', '2026-06-02 03:00:00+00', NULL, '2026-06-01 09:00:00+00');


--
-- Data for Name: webhooks; Type: TABLE DATA; Schema: __fixture_schema__; Owner: -
--

INSERT INTO __fixture_schema__.webhooks VALUES ('b495ac1d-c96c-43a1-942a-8eeeed2370f3', 'f5bc7b16-4ee6-4d27-8fea-44f3c8c4a8a1', 'http://127.0.0.1:44599/hooks/briefcast', '["video.sent","video.first_viewed"]', 'v1.CmKgZsAu3QAHHPDA.0dDbaR6OtuY-Nht4H7OAGA.4E1AwTRbPovN2iNOecf26yFyZxdtv5dJXKncLzdrMy4sEAsoI-0', '••••wTqj', '2026-06-01 09:00:00+00');


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


