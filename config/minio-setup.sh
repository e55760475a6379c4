#!/bin/sh
# One-shot setup of the MinIO service in docker-compose.yml (run by the minio-bucket service in
# the minio/mc image): the media bucket, and an app user that may use only that bucket. Safe to
# run again on every `docker compose up`.
set -eu

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$S3_BUCKET"

policy=/tmp/retainly-media-policy.json
printf '%s' '{"Version":"2012-10-17","Statement":[
  {"Effect":"Allow","Action":["s3:GetObject","s3:PutObject","s3:DeleteObject",
    "s3:AbortMultipartUpload","s3:ListMultipartUploadParts"],
   "Resource":["arn:aws:s3:::'"$S3_BUCKET"'/*"]},
  {"Effect":"Allow","Action":["s3:ListBucket","s3:GetBucketLocation",
    "s3:ListBucketMultipartUploads"],
   "Resource":["arn:aws:s3:::'"$S3_BUCKET"'"]}]}' > "$policy"
mc admin policy create local retainly-media "$policy"
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy twice is an error in mc, so only when the user lacks it.
case "$(mc admin user info local "$S3_ACCESS_KEY_ID" --json)" in
  *retainly-media*) ;;
  *) mc admin policy attach local retainly-media --user "$S3_ACCESS_KEY_ID" ;;
esac
echo "MinIO ready: bucket $S3_BUCKET, user $S3_ACCESS_KEY_ID"
