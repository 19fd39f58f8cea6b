import { Download, RotateCcw } from "lucide-react";
import { Button } from "../button/button";
import type { TestResultProps } from "./test-result";

type TestResultActionProps = Pick<
  TestResultProps,
  | "hasCertificate"
  | "downloadCertificateLabel"
  | "onDownloadCertificate"
  | "isCertificatePending"
  | "finishCourseLabel"
  | "onFinishCourse"
  | "retakeLabel"
  | "onRetake"
> & {
  passed: boolean;
};

/** The next step after the test: retake it when failed; download the certificate or finish the course when passed. */
export function TestResultAction({
  passed,
  hasCertificate = false,
  downloadCertificateLabel,
  onDownloadCertificate,
  isCertificatePending = false,
  finishCourseLabel,
  onFinishCourse,
  retakeLabel,
  onRetake,
}: TestResultActionProps) {
  if (!passed && retakeLabel) {
    return (
      <Button icon={<RotateCcw />} onPress={onRetake}>
        {retakeLabel}
      </Button>
    );
  }
  if (passed && hasCertificate && downloadCertificateLabel) {
    return (
      <Button icon={<Download />} isPending={isCertificatePending} onPress={onDownloadCertificate}>
        {downloadCertificateLabel}
      </Button>
    );
  }
  if (passed && !hasCertificate && finishCourseLabel) {
    return <Button onPress={onFinishCourse}>{finishCourseLabel}</Button>;
  }
  return null;
}
