export interface paths {
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking: holds one place and opens the payment.
         * @description 409 when the class is fully booked and 503 when the payment provider is unavailable; both bodies are a BookingCreated with success false.
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/validate-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a discount code: valid, code, error, description, discountType, discountValue. */
        post: operations["validateDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/class-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active class types. */
        get: operations["listClassTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/class-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every class type.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listAdminClassTypes"];
        put?: never;
        /**
         * Create a class type.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["createClassType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/class-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a class type (refused while bookings refer to it).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        delete: operations["deleteClassType"];
        options?: never;
        head?: never;
        /**
         * Edit a class type: only the fields sent change (id and pricePence are read-only and ignored).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        patch: operations["updateClassType"];
        trace?: never;
    };
    "/api/location-availability/range/{startDate}/{endDate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active schedule slots between two dates (yyyy-MM-dd, at most 31 days) with available spots. */
        get: operations["listSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every slot on one date (yyyy-MM-dd).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listSlotsOnDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability/range/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every slot between two dates (the month view, at most 62 days).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listSlotsInRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create one slot. Overlapping an active slot is a 409 naming it.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["createSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a slot (refused while it has bookings).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        delete: operations["deleteSlot"];
        options?: never;
        head?: never;
        /**
         * Edit a slot: everything but its time (its own unchanged date and times, and read-only fields, are accepted and ignored). scope 'following' also edits every later slot of its weekly series.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        patch: operations["updateSlot"];
        trace?: never;
    };
    "/api/admin/schedule-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a weekly series in one step (weekdays 1 = Monday ... 7 = Sunday, startDate, weeks up to 52, times and slot fields). Answers { seriesId, created, skipped }: dates overlapping an active slot are left out with the reason.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["createSlotSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability/copy-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy every active slot of fromWeek (any date in it) to toWeek's same weekdays and times. Answers { created, skipped }.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["copyWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who taking a slot, class type or location off the schedule would affect: each future booking with the full refund it would get. Changes nothing.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["previewWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a class type or location, or deactivate or delete (remove: true) a slot, cancelling each future booking with a full refund and an e-mail.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an enquiry to the owner. */
        post: operations["sendEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enquiries, newest first.
         * @description With an API key: needs the scope `enquiries:manage`.
         */
        get: operations["listEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark an enquiry handled (or not).
         * @description With an API key: needs the scope `enquiries:manage`.
         */
        patch: operations["updateEnquiry"];
        trace?: never;
    };
    "/api/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A booking as its private manage link shows it (the token in the body, never in a URL); 404 for a wrong or expired token. */
        post: operations["viewManagedBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the booking under the terms; refundPence is the refund the visitor was shown (409 if it has changed since). */
        post: operations["cancelManagedBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for a class at /checkout. The amount is the server's; a different `amount` is a 400 naming the price. */
        post: operations["createClassPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-training-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for personal training (sessionType single or package). */
        post: operations["createTrainingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The embedded test provider's card form (test mode only; 403 with Stripe). */
        post: operations["confirmTestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-check a payment's status with the provider. */
        post: operations["refreshPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Business name, contact details and payment provider. */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of the website URL (query size 256, 512 or 1024; 512 unless said). ETag and If-None-Match (304). */
        get: operations["getWebsiteQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of the review page URL (query size 256, 512 or 1024; 512 unless said). ETag and If-None-Match (304). */
        get: operations["getReviewsQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's price for a checkout (query type, class, sessionType, date, time). */
        get: operations["quoteCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: answers token and user; 401 with a message on failure. */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session. */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator. */
        get: operations["adminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of class bookings (ref B-<id>) and training orders (ref T-<id>), newest first. Query search (name, e-mail or ref), date or from/to, kind (class, training), status, page, pageSize (25, at most 200); an empty parameter means no filter.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["listAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's bookings.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["listTodaysBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One booking or training order by its reference (B-1042, T-17; a bare number is a class booking).
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getAdminBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status of a booking or training order by its reference (B-1042, T-17, or a bare booking id); 'refunded' comes only from a refund.
         * @description With an API key: needs the scope `bookings:write`.
         */
        patch: operations["updateBookingStatus"];
        trace?: never;
    };
    "/api/admin/bookings/{id}/refund-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What may be refunded on a booking or training order, and the terms' suggestion for the time left before the class (24 h or more: all; 12-24 h: half; under 12 h: none). */
        get: operations["getRefundQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a booking or training order, in full or in part, through the payment provider. Send an idempotencyKey so a retry refunds once. A class booking refunded in full becomes 'refunded' and frees its place. */
        post: operations["refundBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every location.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a location.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a location: every field, or only isActive (id is read-only and ignored).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        patch: operations["updateLocation"];
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every discount code.
         * @description With an API key: needs the scope `discounts:manage`.
         */
        get: operations["listDiscountCodes"];
        put?: never;
        /**
         * Create a discount code (value: whole percent, or integer pence for a fixed code).
         * @description With an API key: needs the scope `discounts:manage`.
         */
        post: operations["createDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a discount code that was never used.
         * @description With an API key: needs the scope `discounts:manage`.
         */
        delete: operations["deleteDiscountCode"];
        options?: never;
        head?: never;
        /**
         * Edit or deactivate a discount code: only the fields sent change (id and uses are read-only and ignored).
         * @description With an API key: needs the scope `discounts:manage`.
         */
        patch: operations["updateDiscountCode"];
        trace?: never;
    };
    "/api/admin/site-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site content (about, hero, credentials, testimonials, class descriptions) and its version. */
        get: operations["getSiteContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the whole site content, made from `version` (409 when someone saved a newer one meanwhile). */
        patch: operations["updateSiteContent"];
        trace?: never;
    };
    "/api/admin/site-content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a picture (the raw file as the body, Content-Type image/*, up to 15 MB); answers its resized WebP url, width and height. */
        post: operations["uploadSiteImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook: payment_intent.succeeded confirms, payment_failed/canceled releases the place. Needs a valid Stripe-Signature. */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description What went wrong, naming the field ('email: Please enter a valid email address') */
            message: string;
            /** @description Per-field messages of a 400 for invalid input */
            fieldErrors?: {
                [key: string]: string[];
            };
        } & {
            [key: string]: unknown;
        };
        BookingCreated: {
            success: boolean;
            clientSecret: string | null;
            message: string;
            bookingId?: number;
            /** @description Price before the discount, integer pence (2500 = £25.00) */
            originalPence?: number;
            /** @description The discount, integer pence (2500 = £25.00) */
            discountPence?: number;
            /** @description Amount to pay, integer pence (2500 = £25.00) */
            amountPence?: number;
            /** Format: date-time */
            holdExpiresAt?: string;
        };
        DiscountValidation: {
            valid: boolean;
            code: string;
            error: string | null;
            description: string | null;
            discountType: ("percentage" | "fixed") | null;
            /** @description Display text: '10' for 10 %, '5.00' for £5 off */
            discountValue: string | null;
        };
        ClassType: {
            id: number;
            name: string;
            description: string;
            duration: string;
            maxParticipants: string;
            equipment: string;
            /** @enum {string} */
            level: "Beginner" | "Intermediate" | "Advanced" | "All Levels";
            /** @description Display price in pounds, two decimals ('12.50'): the specification's price text */
            price: string;
            /** @description The price, integer pence (2500 = £25.00) */
            pricePence: number;
            isActive: boolean;
        };
        Success: {
            /** @constant */
            success: true;
        };
        Slot: {
            id: number;
            /** @description yyyy-MM-dd, Europe/London */
            date: string;
            /** @description HH:mm, Europe/London */
            startTime: string;
            /** @description HH:mm, Europe/London */
            endTime: string;
            locationId: number | null;
            locationName: string | null;
            isVirtualOnly: boolean;
            /** @description Class type ids; empty means every class is allowed */
            allowedClassTypes: string[];
            maxBookings: number;
            availableSpots: number;
            notes: string;
            isActive: boolean;
        };
        AdminSlot: {
            id: number;
            /** @description yyyy-MM-dd, Europe/London */
            date: string;
            /** @description HH:mm, Europe/London */
            startTime: string;
            /** @description HH:mm, Europe/London */
            endTime: string;
            locationId: number | null;
            locationName: string | null;
            isVirtualOnly: boolean;
            /** @description Class type ids; empty means every class is allowed */
            allowedClassTypes: string[];
            maxBookings: number;
            availableSpots: number;
            notes: string;
            isActive: boolean;
            /** @description The weekly series that made this slot, if any */
            seriesId: number | null;
        };
        SlotBatch: {
            seriesId: number | null;
            created: components["schemas"]["AdminSlot"][];
            skipped: {
                date: string;
                startTime: string;
                reason: string;
            }[];
        };
        WithdrawPreview: {
            /** @enum {string} */
            outcome: "delete" | "deactivate";
            affected: {
                /** @description The booking's reference, e.g. 'B-1042' */
                ref: string;
                name: string;
                email: string;
                className: string;
                date: string;
                startTime: string;
                participantCount: number;
                /** @enum {string} */
                status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                /** @description Paid for the booking, integer pence (2500 = £25.00) */
                paidPence: number;
                /** @description Given back on cancelling (all that is paid and not yet refunded), integer pence (2500 = £25.00) */
                refundPence: number;
            }[];
            /** @description All refunds together, integer pence (2500 = £25.00) */
            totalRefundPence: number;
        };
        WithdrawResult: {
            /** @enum {string} */
            outcome: "deleted" | "deactivated";
            cancelled: {
                /** @description The booking's reference, e.g. 'B-1042' */
                ref: string;
                name: string;
                email: string;
                className: string;
                date: string;
                startTime: string;
                participantCount: number;
                /** @enum {string} */
                status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                /** @description Paid for the booking, integer pence (2500 = £25.00) */
                paidPence: number;
                /** @description Given back on cancelling (all that is paid and not yet refunded), integer pence (2500 = £25.00) */
                refundPence: number;
                refundStatus: string;
            }[];
            failed: {
                ref: string;
                reason: string;
            }[];
        };
        Enquiry: {
            id: number;
            name: string;
            email: string;
            phone: string;
            service: ("group-classes" | "personal-training" | "both" | "consultation") | null;
            message: string;
            handled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CheckoutCreated: {
            clientSecret: string;
            /** @description Amount to pay, integer pence (2500 = £25.00) */
            amountPence: number;
            description: string;
        };
        PaymentStatus: {
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "refunded";
            message: string | null;
        };
        PublicConfig: {
            businessName: string;
            contactEmail: string;
            contactPhone: string;
            social: {
                facebook: string;
                instagram: string;
                youtube: string;
            };
            reviewUrl: string;
            publicUrl: string;
            /** @description An 'Open Class' slot's price, integer pence (2500 = £25.00) */
            openClassPricePence: number;
            payments: {
                /** @enum {string} */
                provider: "stripe" | "test";
                publishableKey: string | null;
            };
        };
        QrCode: {
            qrCodeDataUrl: string;
            url: string;
        };
        CheckoutQuote: {
            description: string;
            /** @description The price, integer pence (2500 = £25.00) */
            amountPence: number;
        };
        LoginResult: {
            token: string;
            user: components["schemas"]["AdminUser"];
            /** Format: date-time */
            expiresAt: string;
        };
        AdminUser: {
            username: string;
        };
        AdminBookingPage: {
            rows: components["schemas"]["AdminBooking"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AdminBooking: {
            id: number;
            /** @description 'B-1042' (class booking) or 'T-17' (training order): unique across both kinds */
            ref: string;
            /** @enum {string} */
            kind: "booking" | "class_checkout" | "training";
            name: string;
            email: string;
            phone: string;
            className: string;
            classDate: string | null;
            classTime: string | null;
            locationName: string | null;
            participantCount: number;
            specialRequests: string;
            /** @enum {string} */
            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            amountPence: number | null;
            orderId: number | null;
            /** @description What the payment provider took, integer pence (2500 = £25.00) */
            paidPence: number;
            /** @description What has been refunded (pending refunds included), integer pence (2500 = £25.00) */
            refundedPence: number;
            sessionType: ("single" | "package") | null;
            /** Format: date-time */
            createdAt: string;
        };
        RefundQuote: {
            ref: string;
            /** @description Paid, integer pence (2500 = £25.00) */
            paidPence: number;
            /** @description Already refunded, integer pence (2500 = £25.00) */
            refundedPence: number;
            /** @description Still refundable, integer pence (2500 = £25.00) */
            refundablePence: number;
            /** @description The terms' suggestion for the time left before the class, integer pence (2500 = £25.00) */
            suggestedPence: number;
            percent: number;
            hoursBefore: number | null;
        };
        Location: {
            id: number;
            name: string;
            address: string;
            /** @enum {string} */
            type: "studio" | "gym" | "outdoor" | "home" | "client_home";
            capacity: string;
            equipment: string;
            notes: string;
            isActive: boolean;
        };
        DiscountCode: {
            id: number;
            code: string;
            description: string;
            /** @enum {string} */
            discountType: "percentage" | "fixed";
            /** @description Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00) */
            value: number;
            isActive: boolean;
            validFrom: string | null;
            validUntil: string | null;
            maxUses: number | null;
            /** @description Read-only: places booked with the code */
            uses: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone: string;
                    /** @default  */
                    specialRequests?: string;
                    discountCode?: string;
                    classTypeId: number | string;
                    scheduleId: number | string;
                    price?: number | string;
                    amount?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingCreated"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency (database or payment provider) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountValidation"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listClassTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassType"][];
                };
            };
        };
    };
    listAdminClassTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassType"][];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createClassType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    duration: string;
                    maxParticipants: string | number;
                    /** @default  */
                    equipment?: string;
                    /** @enum {string} */
                    level: "Beginner" | "Intermediate" | "Advanced" | "All Levels";
                    price: string | number;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassType"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteClassType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateClassType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    duration?: string;
                    maxParticipants?: string | number;
                    equipment?: string;
                    /** @enum {string} */
                    level?: "Beginner" | "Intermediate" | "Advanced" | "All Levels";
                    price?: string | number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassType"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                startDate: string;
                endDate: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slot"][];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSlotsOnDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSlot"][];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSlotsInRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                start: string;
                end: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSlot"][];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    startTime: string;
                    endTime: string;
                    locationId?: "virtual" | "" | null | (number | string);
                    /** @default false */
                    isVirtualOnly?: boolean;
                    allowedClassTypes?: (string | number)[];
                    maxBookings?: number | string;
                    /** @default  */
                    notes?: string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSlot"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date?: string;
                    startTime?: string;
                    endTime?: string;
                    locationId?: "virtual" | "" | null | (number | string);
                    isVirtualOnly?: boolean;
                    allowedClassTypes?: (string | number)[];
                    maxBookings?: number | string;
                    notes?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSlot"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSlotSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startTime: string;
                    endTime: string;
                    locationId?: "virtual" | "" | null | (number | string);
                    /** @default false */
                    isVirtualOnly?: boolean;
                    allowedClassTypes?: (string | number)[];
                    maxBookings?: number | string;
                    /** @default  */
                    notes?: string;
                    startDate: string;
                    weekdays: (number | string)[];
                    weeks: number | string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotBatch"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromWeek: string;
                    toWeek: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotBatch"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "slot" | "classType" | "location";
                    id: number | string;
                    remove?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawPreview"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "slot" | "classType" | "location";
                    id: number | string;
                    remove?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawResult"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /** @default  */
                    phone?: string;
                    /** @enum {string} */
                    service?: "group-classes" | "personal-training" | "both" | "consultation";
                    /** @default  */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enquiry"][];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enquiry"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    viewManagedBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "class" | "purchase";
                        reference: number;
                        name: string;
                        email: string;
                        title: string;
                        /** @enum {string} */
                        status: "confirmed" | "held" | "cancelled" | "refunded" | "expired" | "pending" | "paid";
                        date: string | null;
                        startTime: string | null;
                        endTime: string | null;
                        location: {
                            name: string;
                            address: string;
                            mapUrl: string;
                        } | null;
                        virtualDetails: string | null;
                        amountPaidPence: number;
                        calendar: {
                            google: string;
                            outlook: string;
                            ics: string;
                        } | null;
                        cancellation: {
                            allowed: boolean;
                            refundPence: number;
                            percent: number;
                            note: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelManagedBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    refundPence: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: boolean;
                        refundPence: number;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createClassPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    /** @description The specification's price in pounds (25 = £25.00); must equal the server's price */
                    amount?: number | string;
                    /** @description The price in integer pence; must equal the server's price */
                    amountPence?: number | string;
                    description?: string;
                    class?: string;
                    classTypeId?: number | string;
                    scheduleId?: number | string;
                    date?: string;
                    time?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutCreated"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency (database or payment provider) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTrainingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    phone?: string;
                    /** @description The specification's price in pounds (25 = £25.00); must equal the server's price */
                    amount?: number | string;
                    /** @description The price in integer pence; must equal the server's price */
                    amountPence?: number | string;
                    description?: string;
                    /** @enum {string} */
                    sessionType?: "single" | "package";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutCreated"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency (database or payment provider) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmTestPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    cardNumber: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency (database or payment provider) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
        };
    };
    getWebsiteQr: {
        parameters: {
            query?: {
                size?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReviewsQr: {
        parameters: {
            query?: {
                size?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    quoteCheckout: {
        parameters: {
            query?: {
                type?: "class" | "training";
                class?: string;
                sessionType?: "single" | "package";
                classTypeId?: number | string;
                scheduleId?: number | string;
                date?: string;
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutQuote"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminBookings: {
        parameters: {
            query?: {
                search?: string;
                date?: string;
                from?: string;
                to?: string;
                kind?: "class" | "training";
                status?: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                page?: number | string;
                pageSize?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingPage"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTodaysBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBooking"][];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBooking"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBookingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "held" | "confirmed" | "cancelled" | "expired";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBooking"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRefundQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundQuote"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                    idempotencyKey?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBooking"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency (database or payment provider) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    address?: string;
                    /**
                     * @default studio
                     * @enum {string}
                     */
                    type?: "studio" | "gym" | "outdoor" | "home" | "client_home";
                    /** @default  */
                    capacity?: string;
                    /** @default  */
                    equipment?: string;
                    /** @default  */
                    notes?: string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    address?: string;
                    /** @enum {string} */
                    type?: "studio" | "gym" | "outdoor" | "home" | "client_home";
                    capacity?: string;
                    equipment?: string;
                    notes?: string;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCode"][];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    discountType: "percentage" | "fixed";
                    /** @description Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00); the same unit GET answers. */
                    value: number | string;
                    /** @default true */
                    isActive?: boolean;
                    validFrom?: (string) | null;
                    validUntil?: (string) | null;
                    maxUses?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCode"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    description?: string;
                    /** @enum {string} */
                    discountType?: "percentage" | "fixed";
                    /** @description Whole percent (percentage codes) or integer pence (fixed codes, 500 = £5.00); the same unit GET answers. */
                    value?: number | string;
                    isActive?: boolean;
                    validFrom?: (string) | null;
                    validUntil?: (string) | null;
                    maxUses?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCode"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSiteContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        content: {
                            businessName: string;
                            tagline: string;
                            heroTitle: string;
                            heroText: string;
                            heroImage: {
                                url: string;
                                width: number;
                                height: number;
                                alt: string;
                            } | null;
                            aboutTitle: string;
                            aboutText: string;
                            aboutPhoto: {
                                url: string;
                                width: number;
                                height: number;
                                alt: string;
                            } | null;
                            credentials: {
                                title: string;
                                text: string;
                            }[];
                            specialisations: string[];
                            testimonials: {
                                text: string;
                                name: string;
                                role: string;
                                rating: number;
                            }[];
                            classes: {
                                name: string;
                                /** @enum {string} */
                                group: "featured" | "targeted";
                                duration: string;
                                level: string;
                                equipment: string;
                                description: string;
                                benefits: string[];
                                image: {
                                    url: string;
                                    width: number;
                                    height: number;
                                    alt: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSiteContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    content: {
                        businessName: string;
                        tagline: string;
                        heroTitle: string;
                        heroText: string;
                        heroImage: {
                            url: string;
                            width: number;
                            height: number;
                            alt: string;
                        } | null;
                        aboutTitle: string;
                        aboutText: string;
                        aboutPhoto: {
                            url: string;
                            width: number;
                            height: number;
                            alt: string;
                        } | null;
                        credentials: {
                            title: string;
                            text: string;
                        }[];
                        specialisations: string[];
                        testimonials: {
                            text: string;
                            name: string;
                            role: string;
                            rating: number;
                        }[];
                        classes: {
                            name: string;
                            /** @enum {string} */
                            group: "featured" | "targeted";
                            duration: string;
                            level: string;
                            equipment: string;
                            description: string;
                            benefits: string[];
                            image: {
                                url: string;
                                width: number;
                                height: number;
                                alt: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        content: {
                            businessName: string;
                            tagline: string;
                            heroTitle: string;
                            heroText: string;
                            heroImage: {
                                url: string;
                                width: number;
                                height: number;
                                alt: string;
                            } | null;
                            aboutTitle: string;
                            aboutText: string;
                            aboutPhoto: {
                                url: string;
                                width: number;
                                height: number;
                                alt: string;
                            } | null;
                            credentials: {
                                title: string;
                                text: string;
                            }[];
                            specialisations: string[];
                            testimonials: {
                                text: string;
                                name: string;
                                role: string;
                                rating: number;
                            }[];
                            classes: {
                                name: string;
                                /** @enum {string} */
                                group: "featured" | "targeted";
                                duration: string;
                                level: string;
                                equipment: string;
                                description: string;
                                benefits: string[];
                                image: {
                                    url: string;
                                    width: number;
                                    height: number;
                                    alt: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadSiteImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Handled (or a replay, ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        outcome: string;
                    };
                };
            };
            /** @description Missing or invalid signature */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
