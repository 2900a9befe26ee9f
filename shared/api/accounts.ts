/** The signed-in advisor as the API shows them (never the password hash). */
export interface AdvisorView {
  id: string;
  advisorName: string;
  companyName: string;
  email: string;
}

export interface MeResponse {
  advisor: AdvisorView | null;
}
