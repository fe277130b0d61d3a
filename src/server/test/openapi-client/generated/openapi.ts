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
    "/api/bookings/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a held place back at once: the visitor left the payment step.
         * @description Needs the hold token (the `hold` cookie or the `holdToken` field): 403 for any other browser. A page that is closing may send it with navigator.sendBeacon (JSON body, the cookie rides along). Any discount use reserved by the hold is given back too.
         */
        post: operations["releaseHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Personal-training appointment types on offer. */
        get: operations["listAppointmentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free start times of a type between two London dates (both included, at most 62 days).
         * @description Computed on the server from her working hours, time off, classes and appointments (with buffers and travel between places), the notice and the horizon, in Europe/London across clock changes.
         */
        get: operations["appointmentAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book an appointment: holds the time and opens the payment (nothing to pay for a free type).
         * @description 409 when the time has been taken. 400 naming `start` when it is in the past, inside the type's notice, beyond its horizon, not on the offered grid, outside working hours or in time off. 503 (success false) when the payment provider is unavailable.
         */
        post: operations["createAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every appointment type, on offer or not.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listAdminAppointmentTypes"];
        put?: never;
        /**
         * Define an appointment type: duration, price in pence, buffer, notice, horizon, place, credits that pay for it.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["createAppointmentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointment-types/{id}": {
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
         * Edit an appointment type or take it off offer (isActive false); booked appointments keep their terms.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        patch: operations["updateAppointmentType"];
        trace?: never;
    };
    "/api/admin/working-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her weekly pattern of bookable hours.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). Saving the pattern replaces every row: the replaced rows are listed by GET /api/admin/deleted (object working_hours). With an API key: needs the scope `schedule:manage`.
         */
        get: operations["getWorkingHours"];
        /**
         * Replace the whole weekly pattern: [{ weekday 1=Mon..7=Sun, startTime "HH:mm", endTime "HH:mm", locationId | null }].
         * @description With an API key: needs the scope `schedule:manage`.
         */
        put: operations["setWorkingHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her appointment settings: the travel time between two different places (30 minutes until she sets it).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["getAppointmentSettings"];
        /**
         * Save her appointment settings: { travelMinutes 0..240 }. Audited.
         * @description The travel time applies to times reserved after it is saved (availability and new bookings or moves); each appointment already booked keeps the travel it was reserved with, and free times after it leave the longer of the two. With an API key: needs the scope `schedule:manage`.
         */
        put: operations["setAppointmentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her time off that has not ended yet.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). Read by change it lists past time off too; removed time off is not listed. With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listTimeOff"];
        put?: never;
        /**
         * Add time off: a day (from), a range of days (from, to) or exact instants (startsAt, endsAt).
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["addTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time-off/{id}": {
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
         * Remove time off.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        delete: operations["removeTimeOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Her calendar between two London dates (a day or a week, at most 14 days): her classes and the held or confirmed appointments.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getAppointmentCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every appointment starting between two London dates (both included, at most 62 days), cancelled ones too, with the health answers.
         * @description from and to are needed unless reading by change. Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). An appointment changes when it is booked, paid, moved, cancelled or refunded. With an API key: needs the scope `bookings:read`.
         */
        get: operations["listAppointments"];
        put?: never;
        /**
         * Book a client in (by phone): paid in cash or by bank transfer, complimentary, or by a card link e-mailed to her.
         * @description Her hours, time off and busy time count; the type's notice and horizon do not. Cash and bank transfer are recorded as paid at the type's price (refundable, or a credit instead, when cancelled). A first-timer's health answers (`health`) are required for cash, transfer or complimentary (400 naming `health`); with a card link she answers them through her link before paying. A returning client's newest answers are copied to the appointment when none are given. 409 when the time is taken. With an API key: needs the scope `bookings:write`.
         */
        post: operations["addAppointmentForClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One appointment.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getAppointment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an appointment to another free time; the client is e-mailed the new time with a calendar file.
         * @description The old time is released and the new one reserved in one transaction: 409 leaves the appointment where it was. With an API key: needs the scope `bookings:write`.
         */
        post: operations["moveAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appointments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an appointment; outcome refund | credit | none: the money back (or her credit back), one credit instead, or nothing. The client is e-mailed.
         * @description With an API key: needs the scope `bookings:write`.
         */
        post: operations["cancelAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether her private calendar feed is live (its URL is given only when made). */
        get: operations["getCalendarFeed"];
        put?: never;
        /** A new secret iCalendar subscription URL of her classes and appointments; the previous one stops working. */
        post: operations["createCalendarFeed"];
        /** Revoke her calendar feed: its URL stops working. */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An appointment as its private manage link shows it (the token in the body, never in a URL); 404 for a wrong or expired token.
         * @description With what cancelling now gives back under the terms, whether it can still be moved, and whether the health questionnaire is due.
         */
        post: operations["viewManagedAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free times the appointment could move to, between two London dates (both included, at most 62 days). */
        post: operations["managedAppointmentTimes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the appointment to another free time (`start` from the free times), up to the terms' notice before the session.
         * @description 409 when the time has been taken meanwhile (the old time stays hers) or when it is too late to move it. 400 naming `start` when it is not an offered time. She is e-mailed the new time with a calendar file.
         */
        post: operations["rescheduleManagedAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the appointment under the terms; refundPence is the refund the visitor was shown (409 if it has changed since).
         * @description A card payment is refunded by the tier (100% 24 h or more ahead, 50% 12-24 h, none later); a package credit goes back 24 h or more ahead.
         */
        post: operations["cancelManagedAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/appointment/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Her health questionnaire (PAR-Q) answers: one yes/no per question, in order, and anything the trainer should know. */
        post: operations["answerManagedAppointmentHealth"];
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
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `schedule:manage`.
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
    "/api/admin/location-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slots of any date read by change (decision 750): edited, withdrawn, or a place taken or given back. Query updatedSince (ISO 8601), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest change first. A deleted slot is not listed.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        get: operations["listSlotChanges"];
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
    "/api/admin/schedule/{id}/message/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What "E-mail everyone in this class" will send: the recipients (one per e-mail address among the confirmed bookings), how many already have this very message, and the first recipient's e-mail (subject, text, HTML). Nothing is sent.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["previewClassMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail everyone booked on a class (confirmed bookings, once per e-mail address) through the mail queue: subject and message, with the class, time and place. Idempotent per class and message: the same subject and words again queue nothing for anyone who has them ({ sent, alreadySent }). Each message is listed on the client's page; the sending is audited.
         * @description With an API key: needs the scope `schedule:manage`.
         */
        post: operations["messageClass"];
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
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `enquiries:manage`.
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
    "/api/manage/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the owner cancelled a paid class: choice refund (to the card) or credit (one class credit per place cancelled, so a group gets one for each of its places). Made once; unanswered after 7 days it is a refund. 409 if the other was chosen. */
        post: operations["chooseRefundOrCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the waiting list of a fully booked class (409 when it still has places); joining twice keeps the first place in line. */
        post: operations["joinWaitingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The offer behind a private claim link (the token in the body, never in a URL); 404 for a wrong token. */
        post: operations["viewWaitingListOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offer/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens checkout on the offered place at the server's price: pay with clientSecret (empty when nothing is due and the booking is confirmed). 409 once the offer has ended. */
        post: operations["claimWaitingListOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist/offer/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lets the offered place go to the next person in line. */
        post: operations["declineWaitingListOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A class's waiting list, first in line first: position (while waiting or offered), name, e-mail, status and the offer's end.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the entries whose row or offer changed since, oldest change first, each with its position now; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `bookings:read`.
         */
        get: operations["listWaitingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist/{id}": {
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
         * Takes someone off a waiting list; an open offer of theirs passes to the next in line.
         * @description With an API key: needs the scope `bookings:write`.
         */
        delete: operations["removeWaitingListEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything held about the e-mail address of the booking behind a manage link (UK GDPR right of access). */
        post: operations["exportManagedData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erases the personal data held about the manage link's e-mail address; accounting records stay, anonymised. 409 while a class is still to come. */
        post: operations["eraseManagedData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a link to the address given that downloads or erases what is held about it. The answer is the same whether or not anything is held. */
        post: operations["requestDataLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything held about the address of a data-request link's e-mail; 404 for a wrong or expired link. */
        post: operations["exportRequestedData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erases the personal data held about a data-request link's address; accounting records stay, anonymised. 409 while a class is still to come. */
        post: operations["eraseRequestedData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a one-time sign-in link (/account#<token>, 15 minutes). The answer is the same whether or not anything is held about the address. */
        post: operations["requestAccountSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges the sign-in link's token (once) for a session token, also set as an httpOnly cookie; the session lasts 30 days from its last use. 404 for a wrong, used or expired token. */
        post: operations["openAccountSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends this session. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        post: operations["signOutOfAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of her address. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        post: operations["signOutOfAccountEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her name and e-mail, class bookings (B-<id>), appointments (A-<id>), live credits and waiting-list places. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        get: operations["viewAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/bookings/{ref}": {
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
        /** Changes the name, phone or special requests of an upcoming confirmed booking of hers (404 for any other reference, 409 once past or cancelled). Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        patch: operations["editAccountBooking"];
        trace?: never;
    };
    "/api/account/bookings/{ref}/move-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What moving one of her bookings to another class (query scheduleId, and classTypeId where the slot offers several) would cost (differencePence above 0) or give back (below 0), and why it cannot be done if it cannot (refusal). 404 for anyone else's reference. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        get: operations["quoteAccountBookingMove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/bookings/{ref}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves an upcoming confirmed booking of hers to another class (scheduleId; classTypeId where the slot offers several), up to 24 hours before the class and once per booking. Same price: moved, nothing charged. Cheaper: moved, the difference refunded to her card. Dearer: status payment_required with the difference's payment (pay it as any checkout; the move is made when it is paid, or the money comes back if the class filled meanwhile). 404 for anyone else's reference; 409 when the class is full, too close, or the booking was moved before. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        post: operations["moveAccountBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/waitlist/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves a waiting list she is on (an open offer passes to the next in line); 404 for anyone else's place. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        post: operations["leaveWaitingListFromAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/bookings/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books a class with one of her credits; signed in, no e-mailed code is needed. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        post: operations["bookWithCreditFromAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Her receipts and credit notes (R-<number>), newest first. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        get: operations["listAccountReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/receipts/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of her receipts or credit notes as a PDF (R-12); 404 for any other number. Needs her session: the account cookie, or `Authorization: Bearer <sessionToken>` (accepted on /api/account/* only). */
        get: operations["downloadAccountReceipt"];
        put?: never;
        post?: never;
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
    "/api/payments/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The confirmation of an order paid for (or a booking confirmed free): reference, class, date, place and calendar links. Only with the holdToken that made the order; 404 otherwise. No manage link: that comes by e-mail. */
        post: operations["paymentReceipt"];
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
        /**
         * The owner books a client into a class (a walk-in or a phone booking): scheduleId, classTypeId (needed only when the slot offers several), name, email, phone (optional) and payment: 'cash' or 'bank_transfer' (confirmed and recorded as paid at the class's price), 'complimentary' (confirmed, £0) or 'card_link' (held for up to 48 hours, never past the class's start, while she pays by card through the link e-mailed to her). The price is the server's. 201 with the booking (ref B-<id>); 409 class_full when no place is left.
         * @description With an API key: needs the scope `bookings:write`.
         */
        post: operations["createAdminBooking"];
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
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give today's bookings changed since (booked, paid, cancelled, refunded, checked in), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `bookings:read`.
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
         * Change the status of a booking or training order by its reference (B-1042, T-17, or a bare booking id); 'refunded' comes only from a refund. Only the transitions that exist: a paid booking (card, cash, voucher, credit or membership) is never set back to held or expired, and a paid order is refunded, not cancelled (409 naming the status).
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
        /**
         * What may be refunded on a booking or training order, and the terms' suggestion for the time left before the class (24 h or more: all; 12-24 h: half; under 12 h: none).
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getRefundQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/move-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What moving a client's class booking (B-<id>) to another class (query scheduleId, classTypeId where the slot offers several) would change: the new class's price and the difference (the owner's move moves no money), or why it cannot be done.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["quoteBookingMove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner moves a client's confirmed class booking (B-<id>) to another class (scheduleId; classTypeId where the slot offers several) before it starts: the new place taken and the old freed in one transaction, the client and owner e-mailed, booking.moved sent, an audit row. No money moves: refund a difference from the refund path. 409 when the class is full.
         * @description With an API key: needs the scope `bookings:write`.
         */
        post: operations["moveBooking"];
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
        /**
         * Refund a booking or training order, in full or in part, through the payment provider. Send an idempotencyKey so a retry refunds once. A class booking refunded in full becomes 'refunded' and frees its place.
         * @description With an API key: needs the scope `refunds:write`.
         */
        post: operations["refundBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of clients, one per e-mail address (lower-case), gathered from bookings, appointments, orders, credits and enquiries; most recently seen first. Query search (name, e-mail, phone number with or without spaces or +44, or a reference B-12, T-3, A-4), page, pageSize (25, at most 200). Read by change (decision 750): updatedSince, cursor and limit (50, at most 200) give the clients with a record changed since, oldest change first, with nextCursor. */
        get: operations["listClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{client}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client by her e-mail address or a reference of one of her records (B-12, T-3, A-4): her figures, bookings, appointments, orders, refunds, credits with their ledger, attendance, enquiries, health questionnaire answers and the owner's private notes. */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{client}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a private note on a client (by e-mail address or reference), signed with the administrator's username and audited. */
        post: operations["addClientNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{client}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a client (by e-mail address or reference): subject and message, greeted by her name and signed with the business's name, sent through the mail queue, listed on her page (messages) and audited. nonce (optional) names this sending: the same nonce again queues nothing ({ sent: 0, alreadySent: 1 }). */
        post: operations["messageClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{client}/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a client's private notes (audited). */
        delete: operations["deleteClientNote"];
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
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `schedule:manage`.
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
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `discounts:manage`.
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
    "/api/admin/packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every class pack, on sale or not.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `packs:manage`.
         */
        get: operations["listPacks"];
        put?: never;
        /**
         * Define a pack: price in pence, number of credits, validity in days, class types (empty: all).
         * @description With an API key: needs the scope `packs:manage`.
         */
        post: operations["createPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packs/{id}": {
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
         * Edit a pack or take it off sale (isActive false); credits already sold keep their terms.
         * @description With an API key: needs the scope `packs:manage`.
         */
        patch: operations["updatePack"];
        trace?: never;
    };
    "/api/admin/credit-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Holders of credits (e-mail, live balance) with each lot, its balance and expiry; search by e-mail.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the credit lots changed since (a grant, spend, restore, adjustment, expiry), oldest change first, under their holders (one entry per address in a page, with her live balance over all her lots; a later page may name her again); the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `packs:manage`.
         */
        get: operations["listCreditBalances"];
        put?: never;
        /**
         * Give an e-mail address a pack's credits by hand (sold in person, a gift), with a reason; the holder is e-mailed.
         * @description With an API key: needs the scope `packs:manage`.
         */
        post: operations["grantCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-balances/{lotId}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or take credits from a lot, with a reason (recorded in its ledger); never below 0 (409).
         * @description With an API key: needs the scope `packs:manage`.
         */
        post: operations["adjustCreditBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-balances/{lotId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lot's ledger, newest first: grants, spends, restores, adjustments and expiries, each with its reason.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the entries written since, oldest first (entries are never changed); the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `packs:manage`.
         */
        get: operations["listCreditLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every membership plan, on sale or not.
         * @description Read by change (decisions 750, 798): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the plans changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `packs:manage`.
         */
        get: operations["listMembershipPlans"];
        put?: never;
        /**
         * Define a plan: monthly price in pence, classes a month (null: unlimited), class types, minimum term, notice.
         * @description With an API key: needs the scope `packs:manage`.
         */
        post: operations["createMembershipPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership-plans/{id}": {
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
         * Edit a plan or take it off sale (isActive false); members keep the price they subscribed at.
         * @description With an API key: needs the scope `packs:manage`.
         */
        patch: operations["updateMembershipPlan"];
        trace?: never;
    };
    "/api/admin/reports/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members, their status, monthly recurring revenue (pence) and churn over the last 30 days.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["membershipReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api/admin/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in the holder of a QR ticket (body: ticket, the scanned check-in URL or its token). Recorded once: a second scan answers outcome 'already' with the time; a ticket of another day's class or of a booking no longer confirmed is not recorded. An unknown ticket is a 404.
         * @description With an API key: needs the scope `bookings:write`.
         */
        post: operations["checkInTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/attendance/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The classes of a day (query date=YYYY-MM-DD) with their confirmed bookings, check-ins and no-shows counted.
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the day's classes whose slot or any booking on it changed since (booked, cancelled, checked in, a no-show), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `bookings:read`.
         */
        get: operations["listAttendanceSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability/{id}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roster of a class: its confirmed bookings with name, phone, how each was paid, and when checked in or marked a no-show.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getSlotRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/location-availability/{id}/no-shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * After the class has ended: mark every confirmed booking not checked in as a no-show. Answers { marked }; repeating it marks nobody twice.
         * @description With an API key: needs the scope `bookings:write`.
         */
        post: operations["markSlotNoShows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/attendance": {
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
         * Mark a class booking (B-1042 or its id) attended (from the class's day), a no-show (once the class has started) or neither (body: state). Repeating a mark changes nothing.
         * @description With an API key: needs the scope `bookings:write`.
         */
        patch: operations["markAttendance"];
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue (paid minus refunded, pence) by week and month, fill rate per class type and time of day, no-show rate, discount-code use and pack credits outstanding, for London dates from..to (at most 731 days).
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["getReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of admin changes to money, places, prices and codes, newest first. Query from/to (London dates), entity, page, pageSize (50, at most 200). Read by change (decision 750): updatedSince, cursor and limit give the entries written since, oldest first, with nextCursor. */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every outgoing webhook endpoint (without its signing secret).
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `webhooks:manage`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register an endpoint for some events. Its host must resolve to a public address. The answer carries the signing secret, once: each delivery has X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
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
         * Delete an endpoint and its delivery log.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint (url, description, events) or switch it off and on: only the fields sent change.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/admin/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, in this answer only. For 24 hours the old secret signs beside it (X-Webhook-Signature then carries two v1 values), so the receiver can switch without missing a delivery.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one 'webhook.test' event to this endpoint only, signed and logged like any delivery; the answer is the queued delivery.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events sent to webhook endpoints, oldest first, each exactly as delivered (same id, type, created and data), to backfill a missed delivery. Query since (ISO 8601), type, cursor (the nextCursor of the page before) and limit (50, at most 200). Events are recorded while an endpoint listens to their type.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's latest 50 deliveries, newest first, each with its tries (status code, duration, error).
         * @description Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the deliveries changed since (a try, a success, a give-up), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `webhooks:manage`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again: the same event (same id and body) to the same endpoint, as a new delivery.
         * @description With an API key: needs the scope `webhooks:manage`.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every receipt and credit note (R-<number>) read by change, for an accounting tool (decision 750): query updatedSince (ISO 8601), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest first. A receipt never changes once issued: its updatedAt is its issuedAt.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["listReceiptChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipts and credit notes (R-<number>) of a booking or training order by its reference (B-1042, T-17), oldest first.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["listBookingReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipts/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any receipt or credit note as a PDF, by its number (R-12).
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["downloadReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipt-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address printed on receipts (empty: the studio address of the site content) and the VAT status. */
        get: operations["getReceiptSettings"];
        /** Sets the receipt address and VAT status: not registered, or a UK VAT number and rate (receipts then show the VAT included). Receipts already issued keep what they said. */
        put: operations["updateReceiptSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voucher-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The amounts (pence) the owner sells gift vouchers for, and how many months one lasts. */
        get: operations["getVoucherOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a gift voucher: an amount from the owner's list, for a recipient, e-mailed (code and printable PDF card) on `sendOn`. Paid like a pack: confirm the payment with `clientSecret`; the voucher is made when the payment succeeds. */
        post: operations["buyVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a gift voucher can still pay, and until when. An unknown code is a 404 (an expired one answers with `expired: true`). */
        get: operations["getVoucherBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest 200 gift vouchers, with the last four characters of each code (never the code).
         * @description Read by change (decisions 750, 798): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the vouchers changed since (issued, redeemed, given back, sent), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). With an API key: needs the scope `vouchers:manage`.
         */
        get: operations["listVouchers"];
        put?: never;
        /**
         * Issue a gift voucher without payment (a prize, a goodwill gesture). The answer carries its working `code`, this once: only its hash is kept. Audited.
         * @description With an API key: needs the scope `vouchers:manage`.
         */
        post: operations["issueVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rows deleted from the admin lists (class types, discount codes, schedule slots, working hours, time off, webhook endpoints), so a client reading the lists by change can drop them (decision 796). Query updatedSince (ISO 8601, compared with deletedAt), object (one kind), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest deletion first.
         * @description With an API key: needs the scope `bookings:read`.
         */
        get: operations["listDeletedRecords"];
        put?: never;
        post?: never;
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
            /**
             * @description Stable, snake_case: what a program branches on (the message may be reworded). Listed in docs/api-errors.md.
             * @enum {string}
             */
            code: "validation_failed" | "invalid_json" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "class_full" | "time_taken" | "no_credit" | "already_booked" | "class_not_full" | "offer_gone" | "not_cancellable" | "refund_exceeds_paid" | "nothing_paid" | "duplicate_code" | "in_use" | "edit_conflict" | "idempotency_key_reused" | "idempotency_key_in_use" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "bad_request" | "unsupported_api_version" | "internal_error" | "service_unavailable";
            /** @description For invalid input: the first field at fault ('email', 'items.0.name') */
            param?: string;
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
            /** @description Several places (participantCount > 1): each place's booking (B-<id>), bookingId first; one payment pays them all */
            bookingIds?: number[];
            /** @description A booking confirmed at once (nothing to pay): its order */
            orderId?: number;
            /** @description Price before the discount, integer pence (2500 = £25.00) */
            originalPence?: number;
            /** @description The discount, integer pence (2500 = £25.00) */
            discountPence?: number;
            /** @description What a gift voucher paid (voucherCode), integer pence (2500 = £25.00) */
            voucherPence?: number;
            /** @description The gift voucher's balance left after it paid (with voucherPence), integer pence (2500 = £25.00) */
            voucherBalancePence?: number;
            /** @description Amount left to pay by card (0: confirmed without a card), integer pence (2500 = £25.00) */
            amountPence?: number;
            /** Format: date-time */
            holdExpiresAt?: string;
            /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
            holdToken?: string;
        };
        HoldReleased: {
            /** @description false when the hold was already paid, released or expired */
            released: boolean;
        };
        AppointmentType: {
            id: number;
            name: string;
            description: string;
            durationMinutes: number;
            /** @description Price, integer pence (4000 = £40.00); 0 is free */
            pricePence: number;
            /** @description Her time stays reserved this long after the session */
            bufferAfterMinutes: number;
            /** @description A start must be at least this far ahead */
            minNoticeMinutes: number;
            /** @description And at most this many days ahead */
            horizonDays: number;
            /** @enum {string} */
            place: "location" | "client_home" | "online";
            /** @description The location, when place is 'location' */
            locationId: number | null;
            acceptsTrainingCredits: boolean;
            creditPackIds: number[];
            isActive: boolean;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        Availability: {
            typeId: number;
            from: string;
            to: string;
            times: components["schemas"]["FreeTime"][];
        };
        FreeTime: {
            /** @description ISO 8601 with London's offset, e.g. 2026-03-30T09:00:00+01:00 */
            start: string;
            end: string;
            /** @description London date, yyyy-MM-dd */
            date: string;
            /** @description London wall clock, HH:mm */
            startTime: string;
            locationId: number | null;
        };
        AppointmentCreated: {
            success: boolean;
            message: string;
            appointmentId?: number;
            /** @description Its order, for POST /api/payments/receipt (the confirmation, with the holdToken of this answer) */
            orderId?: number;
            /** @enum {string} */
            status?: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            /** @description Confirm the card payment with it; null when there is nothing to pay */
            clientSecret: string | null;
            /** @description What is charged by card, integer pence (after any gift voucher) */
            amountPence?: number;
            /** @description What a gift voucher paid (voucherCode), integer pence */
            voucherPence?: number;
            /** @description The gift voucher's balance left after it paid, integer pence (with voucherPence) */
            voucherBalancePence?: number;
            /** Format: date-time */
            holdExpiresAt?: string;
            /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
            holdToken?: string;
        };
        WorkingHours: {
            id: number;
            /** @description 1 = Monday ... 7 = Sunday */
            weekday: number;
            /** @description HH:mm, London */
            startTime: string;
            /** @description HH:mm, London */
            endTime: string;
            /** @description Null: hours for every appointment type */
            locationId: number | null;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        AppointmentSettings: {
            /** @description Travel kept free between two different places (a location, a client's home), 0 to 240 minutes; applies to times reserved after it is saved */
            travelMinutes: number;
        };
        TimeOff: {
            id: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            reason: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        Success: {
            /** @constant */
            success: true;
        };
        Calendar: {
            from: string;
            to: string;
            classes: components["schemas"]["AdminSlot"][];
            appointments: components["schemas"]["CalendarAppointment"][];
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
            /** @description How those booked join an online class (private: e-mails and manage page only) */
            joiningDetails: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        CalendarAppointment: {
            id: number;
            typeId: number;
            typeName: string;
            /** @description ISO 8601 with London's offset */
            startsAt: string;
            endsAt: string;
            /** @description London date, yyyy-MM-dd */
            date: string;
            /** @description London wall clock, HH:mm */
            startTime: string;
            /** @description London wall clock, HH:mm */
            endTime: string;
            /** @enum {string} */
            place: "location" | "client_home" | "online";
            locationId: number | null;
            /** @enum {string} */
            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            name: string;
            email: string;
            phone: string;
            notes: string;
            /** @description She answered yes to a health questionnaire (PAR-Q) question: GET /api/admin/appointments/{id} has the answers */
            healthFlagged: boolean;
        };
        AdminAppointment: {
            id: number;
            /** @description 'A-<id>', as the e-mails print it */
            reference: string;
            typeId: number;
            typeName: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @description London date, yyyy-MM-dd */
            date: string;
            /** @description London wall clock, HH:mm */
            startTime: string;
            /** @description London wall clock, HH:mm */
            endTime: string;
            /** @enum {string} */
            place: "location" | "client_home" | "online";
            locationId: number | null;
            locationName: string | null;
            name: string;
            email: string;
            phone: string;
            notes: string;
            /** @enum {string} */
            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            /** @description card, card_link, credit, cash, bank_transfer, complimentary or free */
            paidWith: string;
            /** @description What was charged, integer pence */
            amountPence: number;
            paidPence: number;
            refundedPence: number;
            /** @description Her health questionnaire (PAR-Q) answers: given with this appointment, or a copy of her newest on file when she had answered before; null when she has none */
            health: {
                answers: boolean[];
                /** @default  */
                details: string;
                /** @description She answered yes to a question: she should see her doctor first */
                flagged: boolean;
                /** @description The PAR-Q questions, in the order of answers */
                readonly questions: string[];
            } | null;
            cancelledBy: string | null;
            cancelReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        AppointmentAddedForClient: {
            success: boolean;
            message: string;
            appointmentId?: number;
            /** @description Its order, for POST /api/payments/receipt (the confirmation, with the holdToken of this answer) */
            orderId?: number;
            /** @enum {string} */
            status?: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            /** @description Confirm the card payment with it; null when there is nothing to pay */
            clientSecret: string | null;
            /** @description What is charged by card, integer pence (after any gift voucher) */
            amountPence?: number;
            /** @description What a gift voucher paid (voucherCode), integer pence */
            voucherPence?: number;
            /** @description The gift voucher's balance left after it paid, integer pence (with voucherPence) */
            voucherBalancePence?: number;
            /** Format: date-time */
            holdExpiresAt?: string;
            /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
            holdToken?: string;
            appointment: components["schemas"]["AdminAppointment"];
        };
        AppointmentCancelledByOwner: {
            /** @description False when it was already cancelled (nothing done twice) */
            cancelled: boolean;
            /** @description Given back to the card, integer pence */
            refundPence: number;
            /** @description 'restored': the package credit that paid went back; 'instead': one credit given instead of money */
            credit: ("restored" | "instead") | null;
            appointment: components["schemas"]["AdminAppointment"];
        };
        CalendarFeed: {
            /** @description The secret iCalendar subscription URL: given only when made (only its hash is kept) */
            url: string | null;
            active: boolean;
            createdAt: string | null;
        };
        ManagedAppointment: {
            appointmentId: number;
            /** @description 'A-<id>' */
            reference: string;
            typeId: number;
            typeName: string;
            name: string;
            email: string;
            /** @enum {string} */
            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
            /** @description ISO 8601 with London's offset */
            start: string;
            end: string;
            /** @description London date, yyyy-MM-dd */
            date: string;
            /** @description London wall clock, HH:mm */
            startTime: string;
            /** @description London wall clock, HH:mm */
            endTime: string;
            /** @enum {string} */
            place: "location" | "client_home" | "online";
            location: {
                name: string;
                address: string;
            } | null;
            amountPaidPence: number;
            /** @description What a gift voucher paid of it, integer pence (0: none) */
            voucherPence: number;
            paidWith: string;
            /** @description The money given back on its order (failed attempts left out), oldest first, integer pence */
            refunds: {
                amountPence: number;
                /** @enum {string} */
                status: "pending" | "succeeded";
                /** Format: date-time */
                at: string;
            }[];
            /** @description When the package credit that paid for it was given back; null otherwise */
            creditBackAt: string | null;
            cancellation: components["schemas"]["AppointmentCancelQuote"];
            reschedule: {
                allowed: boolean;
                note: string;
            };
            healthAnswered: boolean;
            /** @description A first session without answers on file: answer the questionnaire first (a card payment opens only then) */
            healthRequired: boolean;
            calendar: {
                google: string;
                outlook: string;
                ics: string;
            } | null;
            /** @description Held for her by the owner with a card link: pay with this */
            payment: {
                clientSecret: string;
                amountPence: number;
                /** Format: date-time */
                holdExpiresAt: string;
            } | null;
        };
        AppointmentCancelQuote: {
            allowed: boolean;
            /** @description What cancelling now gives back, integer pence: send it with the cancel */
            refundPence: number;
            /** @description What cancelling now gives back to the gift voucher that paid, integer pence (absent: none) */
            voucherBackPence?: number;
            percent: number;
            /** @description The terms as they apply now, or why it cannot be cancelled */
            note: string;
            paidWithCredit: boolean;
        };
        AppointmentCancelled: {
            /** @description False when it was already cancelled (nothing done twice) */
            cancelled: boolean;
            /** @description Given back to the card, integer pence */
            refundPence: number;
            /** @description 'restored': the package credit that paid went back; 'instead': one credit given instead of money */
            credit: ("restored" | "instead") | null;
        };
        DiscountValidation: {
            valid: boolean;
            code: string;
            error: string | null;
            description: string | null;
            discountType: ("percentage" | "fixed") | null;
            /** @description Display text: '10' for 10 %, '5.00' for £5 off */
            discountValue: string | null;
            /** @description Whole percent off (percentage codes); null otherwise */
            percentOff: number | null;
            /** @description Integer pence off (fixed codes, 500 = £5.00); null otherwise */
            amountOffPence: number | null;
        };
        ClassType: {
            id: number;
            name: string;
            description: string;
            duration: string;
            /** @description How long the class runs, read by the server from `duration` ("45 minutes", "1 hr 30 min"); null when it names no length. The class ends this long after its slot starts (decision 773) */
            durationMinutes: number | null;
            /** @description The specification's free text ('12', '8-12'), answered as text; a request may send a whole number (decision 751) */
            maxParticipants: string;
            equipment: string;
            /** @enum {string} */
            level: "Beginner" | "Intermediate" | "Advanced" | "All Levels";
            /** @description Display price in pounds, two decimals ('12.50'): the specification's price text */
            price: string;
            /** @description The price, integer pence (2500 = £25.00) */
            pricePence: number;
            isActive: boolean;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
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
        AdminSlotChanges: {
            /** @description Rows changed at or after updatedSince, oldest change first */
            data: components["schemas"]["AdminSlot"][];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
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
        MessagePreview: {
            recipients: {
                name: string;
                email: string;
            }[];
            alreadySent: number;
            subject: string;
            text: string;
            html: string;
        };
        MessageSent: {
            /** @description E-mails queued now, one per person */
            sent: number;
            /** @description People who had this very message already: nothing queued for them */
            alreadySent: number;
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
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        CheckoutCreated: {
            clientSecret: string;
            /** @description Amount left to pay by card, after any gift voucher (0: confirmed without a card), integer pence (2500 = £25.00) */
            amountPence: number;
            /** @description What a gift voucher paid (voucherCode), integer pence (2500 = £25.00) */
            voucherPence?: number;
            /** @description The gift voucher's balance left after it paid (with voucherPence), integer pence (2500 = £25.00) */
            voucherBalancePence?: number;
            description: string;
            /**
             * Format: date-time
             * @description Until when the class place is held (absent for training)
             */
            holdExpiresAt?: string;
            /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
            holdToken?: string;
            /** @description Booked at once with nothing to pay (a 100% discount code; clientSecret is empty): the order, for POST /api/payments/receipt */
            orderId?: number;
            /** @description Several places booked together (participantCount > 1, decision 780): every place's booking id, the first place first */
            bookingIds?: number[];
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
            /** @description Matches counted up to four pages past this one; see totalIsExact */
            total: number;
            /** @description False when counting stopped: there are more matches than total */
            totalIsExact: boolean;
            page: number;
            pageSize: number;
            /** @description Read by change (updatedSince, cursor or limit given): pass as cursor for the next page; null on the last page and when paged by number */
            nextCursor: string | null;
        };
        AdminBooking: {
            id: number;
            /** @description 'B-1042' (class booking) or 'T-17' (training order): unique across both kinds */
            ref: string;
            /** @enum {string} */
            kind: "booking" | "class_checkout" | "training" | "pack" | "move";
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
            /** @description The discount code the order used */
            discountCode: string | null;
            /** @description Money was taken or a class credit spent: it cannot go back to held or expired */
            paid: boolean;
            /** @description The customer was checked in at the class */
            checkedIn: boolean;
            /** @description Several places booked and paid together (decision 780): the first place's reference on every place of the group; the money, refunds and receipts are on that row. Null for a booking of one place */
            partyRef: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        WalkInBooking: {
            id: number;
            /** @description 'B-1042' (class booking) or 'T-17' (training order): unique across both kinds */
            ref: string;
            /** @enum {string} */
            kind: "booking" | "class_checkout" | "training" | "pack" | "move";
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
            /** @description The discount code the order used */
            discountCode: string | null;
            /** @description Money was taken or a class credit spent: it cannot go back to held or expired */
            paid: boolean;
            /** @description The customer was checked in at the class */
            checkedIn: boolean;
            /** @description Several places booked and paid together (decision 780): the first place's reference on every place of the group; the money, refunds and receipts are on that row. Null for a booking of one place */
            partyRef: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
            /**
             * @description How the owner said it is paid
             * @enum {string}
             */
            payment: "card_link" | "cash" | "bank_transfer" | "complimentary";
            /** @description card_link: the place is held until then while the client pays through her e-mailed link; null otherwise */
            holdExpiresAt: string | null;
            /** @description What happened, for the owner */
            message: string;
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
            /** @description A class pack: its credits; a refund revokes the unused ones in proportion */
            packCredits: {
                granted: number;
                remaining: number;
                revoked: number;
            } | null;
        };
        ClientPage: {
            rows: components["schemas"]["Client"][];
            total: number;
            page: number;
            pageSize: number;
            /** @description Read by change (updatedSince, cursor or limit given): pass as cursor for the next page; null on the last page and when paged by number */
            nextCursor: string | null;
        };
        Client: {
            /** @description Her address, trimmed and lower-case: one client per address */
            email: string;
            /** @description The name on her most recent record */
            name: string;
            /** @description The phone number on her most recent record that has one */
            phone: string;
            /** @description Her first class or session that took place (checked in, or started without a no-show) */
            firstVisit: string | null;
            lastVisit: string | null;
            visits: number;
            noShows: number;
            /** @description What she has paid, net of refunds, integer pence (2500 = £25.00) */
            spendPence: number;
            /** @description Class credits not yet expired */
            creditBalance: number;
            /**
             * Format: date-time
             * @description Her most recent record of any kind (the list is newest first by this)
             */
            lastSeen: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        ClientDetail: {
            client: components["schemas"]["Client"];
            bookings: {
                ref: string;
                className: string;
                date: string;
                startTime: string;
                /** @enum {string} */
                status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                participantCount: number;
                specialRequests: string;
                paidWithCredit: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            appointments: {
                /** @description A-<appointment id> */
                ref: string;
                typeName: string;
                /** Format: date-time */
                startsAt: string;
                status: string;
                paidWith: string;
                notes: string;
            }[];
            orders: {
                ref: string;
                kind: string;
                description: string;
                /** @description The price, integer pence (2500 = £25.00) */
                amountPence: number;
                /** @description What the payment provider took, integer pence (2500 = £25.00) */
                paidPence: number;
                /** @description What has been refunded (pending refunds included), integer pence (2500 = £25.00) */
                refundedPence: number;
                /** Format: date-time */
                createdAt: string;
            }[];
            refunds: {
                ref: string;
                /** @description Given back, integer pence (2500 = £25.00) */
                amountPence: number;
                status: string;
                reason: string;
                /** @description The payment provider's reason when it refused */
                lastError: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            credits: {
                id: number;
                title: string;
                granted: number;
                remaining: number;
                /** Format: date-time */
                expiresAt: string;
                expired: boolean;
                ledger: {
                    delta: number;
                    reason: string;
                    note: string;
                    actor: string;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            }[];
            attendance: {
                ref: string;
                className: string;
                date: string;
                startTime: string;
                /** @enum {string} */
                state: "attended" | "no_show";
                /** Format: date-time */
                at: string;
            }[];
            enquiries: {
                id: number;
                service: string | null;
                message: string;
                handled: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description Her health questionnaire (PAR-Q) answers, one per appointment that carried them, newest first */
            health: {
                ref: string;
                /** Format: date-time */
                startsAt: string;
                answers: boolean[];
                details: string;
                /** @description Yes to any question: she should speak to her doctor first */
                flagged: boolean;
                questions: string[];
            }[];
            /** @description The owner's private notes, newest first; never shown to her */
            notes: components["schemas"]["ClientNote"][];
            /** @description The owner's e-mails to her (to a class she was booked on, or to her alone), newest first */
            messages: components["schemas"]["ClientMessage"][];
        };
        ClientNote: {
            id: number;
            text: string;
            /** @description The administrator's username who wrote it */
            author: string;
            /** Format: date-time */
            createdAt: string;
        };
        ClientMessage: {
            id: number;
            /**
             * @description class: sent to everyone booked on a class; client: to her alone
             * @enum {string}
             */
            kind: "class" | "client";
            subject: string;
            /** @description The words as the owner wrote them (without greeting and signature) */
            message: string;
            /** @description The class a class message was about */
            about: string | null;
            /** @description The administrator's username who sent it */
            author: string;
            /**
             * @description The mail queue's delivery state
             * @enum {string}
             */
            status: "pending" | "sent" | "failed";
            /** Format: date-time */
            createdAt: string;
            sentAt: string | null;
        };
        ClientNoteRemoved: {
            id: number;
            /** @constant */
            removed: true;
        };
        Location: {
            id: number;
            name: string;
            address: string;
            /** @enum {string} */
            type: "studio" | "gym" | "outdoor" | "home" | "client_home";
            /** @description The specification's free text ('20', 'about 12'), answered as text; a request may send a number (decision 751) */
            capacity: string;
            equipment: string;
            notes: string;
            isActive: boolean;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
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
            /** @description Uses allowed per e-mail address; null: no limit per address */
            maxUsesPerEmail: number | null;
            /** @description Read-only: places booked with the code */
            uses: number;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        Pack: {
            id: number;
            name: string;
            description: string;
            /** @description Price, integer pence (6500 = £65.00) */
            pricePence: number;
            credits: number;
            /** @description Whole London days after the day of purchase the credits count */
            validityDays: number;
            /** @description Class types the credits pay for; empty: every class */
            classTypeIds: number[];
            covers: string[];
            isActive: boolean;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        CreditHolder: {
            email: string;
            /** @description Live (unexpired) credits of all lots */
            balance: number;
            lots: components["schemas"]["CreditLot"][];
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        CreditLot: {
            id: number;
            /** @enum {string} */
            scope: "class" | "training";
            title: string;
            granted: number;
            remaining: number;
            /** Format: date-time */
            expiresAt: string;
            expired: boolean;
            covers: string[];
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        CreditLedgerEntry: {
            id: number;
            delta: number;
            /** @enum {string} */
            reason: "grant" | "spend" | "restore" | "adjust" | "expire";
            note: string;
            actor: string;
            bookingId: number | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Entries are never changed: the same as createdAt
             */
            updatedAt: string;
        };
        MembershipPlan: {
            id: number;
            name: string;
            description: string;
            /** @description Monthly price, integer pence (6500 = £65.00) */
            pricePence: number;
            /** @description Classes a paid month allows; null: unlimited */
            classesPerMonth: number | null;
            /** @description Class types it covers; empty: every class */
            classTypeIds: number[];
            includesAppointments: boolean;
            minimumTermMonths: number;
            /** @description Days of notice a cancellation needs; it ends at the month boundary after */
            noticeDays: number;
            isActive: boolean;
            covers: string[];
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        MembershipReport: {
            /** @description Active, past due, suspended or paused */
            members: number;
            byStatus: {
                [key: string]: number;
            };
            /** @description Monthly recurring revenue: the prices of active and past-due members, pence */
            mrrPence: number;
            churned30Days: number;
            churnPercent30Days: number;
        };
        CheckInResult: {
            /**
             * @description checked_in: recorded now; already: recorded before (checkedInAt says when); other_day and not_confirmed: not recorded
             * @enum {string}
             */
            outcome: "checked_in" | "already" | "other_day" | "not_confirmed";
            message: string;
            bookingId: number;
            ref: string;
            slotId: number;
            name: string;
            className: string;
            participantCount: number;
            date: string;
            startTime: string;
            endTime: string;
            checkedInAt: string | null;
        };
        AttendanceSlot: {
            id: number;
            date: string;
            startTime: string;
            endTime: string;
            locationName: string | null;
            classNames: string[];
            /** @description Confirmed bookings */
            booked: number;
            checkedIn: number;
            noShows: number;
            started: boolean;
            ended: boolean;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        Roster: {
            slot: components["schemas"]["AttendanceSlot"];
            entries: components["schemas"]["RosterEntry"][];
        };
        RosterEntry: {
            bookingId: number;
            ref: string;
            name: string;
            phone: string;
            /** @description What she told us when booking (injuries, medical notes) */
            specialRequests: string;
            className: string;
            participantCount: number;
            /** @enum {string} */
            payment: "paid" | "free" | "unpaid";
            /** @description What the payment provider took, integer pence */
            paidPence: number;
            checkedInAt: string | null;
            noShowAt: string | null;
        };
        NoShowsMarked: {
            marked: number;
        };
        Reports: {
            from: string;
            to: string;
            overview: {
                /** @description The bookings list's confirmed class bookings for the same dates */
                confirmedClassBookings: number;
                /** @description Paid, integer pence (2500 = £25.00) */
                paidPence: number;
                /** @description Refunded, integer pence (2500 = £25.00) */
                refundedPence: number;
                /** @description Paid minus refunded, integer pence (2500 = £25.00) */
                netPence: number;
            };
            revenueByWeek: components["schemas"]["RevenueBucket"][];
            revenueByMonth: components["schemas"]["RevenueBucket"][];
            fillByClassType: components["schemas"]["FillRow"][];
            fillByTimeOfDay: components["schemas"]["FillRow"][];
            noShows: {
                /** @description False until check-in records exist: the rate is unknown */
                recorded: boolean;
                checkedIn: number;
                noShows: number;
                /** @description Confirmed bookings of classes in the range that have ended: the rate denominator */
                endedBookings: number;
                ratePercent: number | null;
            };
            discountUse: {
                code: string;
                orders: number;
                /** @description Discount given, integer pence (2500 = £25.00) */
                discountPence: number;
                /** @description Paid, integer pence (2500 = £25.00) */
                paidPence: number;
            }[];
            packCredits: {
                /** @description False until any credits were sold or given */
                tracked: boolean;
                creditsOutstanding: number | null;
                packs: number | null;
            };
            /** @description Outstanding gift voucher liability, now (not limited to the dates) */
            voucherLiability: {
                /** @description What unexpired gift vouchers can still pay, integer pence (2500 = £25.00) */
                pence: number;
                count: number;
            };
            /** @description Memberships: figures now, churn over the dates */
            memberships: {
                /** @description Active, past due, suspended and paused members now */
                members: number;
                byStatus: {
                    [key: string]: number;
                };
                /** @description Monthly recurring revenue now: the monthly prices of active and past-due members, integer pence (2500 = £25.00) */
                mrrPence: number;
                /** @description Members at the start of the first day */
                atStart: number;
                /** @description Of those, how many ended by the end of the last day */
                cancelledInPeriod: number;
                /** @description cancelledInPeriod / atStart in percent, one decimal; null when atStart is 0 */
                churnPercent: number | null;
            };
        };
        RevenueBucket: {
            /** @description First London date of the week (a Monday) or month, YYYY-MM-DD */
            period: string;
            /** @description Paid on orders placed in the period, integer pence (2500 = £25.00) */
            paidPence: number;
            /** @description Given back on those orders, integer pence (2500 = £25.00) */
            refundedPence: number;
            /** @description Paid minus refunded, integer pence (2500 = £25.00) */
            netPence: number;
            orders: number;
        };
        FillRow: {
            label: string;
            slots: number;
            /** @description Participants of confirmed bookings */
            placesTaken: number;
            places: number;
            fillPercent: number | null;
        };
        AuditPage: {
            rows: {
                id: number;
                /** Format: date-time */
                at: string;
                /** @description The administrator's username, or 'API key: <name>' */
                actor: string;
                /** @description '<entity>.<verb>', e.g. discount_code.update, booking.refund */
                action: string;
                entity: string;
                entityId: string;
                /** @description The record before the change (JSON), null when created */
                before: unknown;
                /** @description The record after the change (JSON), null when removed */
                after: unknown;
                /** @description What happened as a sentence, money in pounds: 'Refunded £12.00 to Jo Bloggs (B-35)' */
                summary: string;
                /**
                 * Format: date-time
                 * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
                 */
                updatedAt: string;
            }[];
            page: number;
            pageSize: number;
            /** @description Read by change (updatedSince, cursor or limit given): pass as cursor for the next page; null on the last page and when paged by number */
            nextCursor: string | null;
            hasMore: boolean;
        };
        WebhookEndpoint: {
            id: number;
            url: string;
            description: string;
            events: ("booking.confirmed" | "booking.cancelled" | "booking.refunded" | "booking.moved" | "order.paid" | "enquiry.created" | "waitlist.offered")[];
            isActive: boolean;
            /** @description Since when deliveries have failed with no success in between; null while it answers */
            failingSince: string | null;
            /** @description Why the server switched it off (3 days of failures); null otherwise. PATCH isActive: true switches it on again */
            switchedOffReason: string | null;
            /** @description After a rotation: until when the old secret also signs (a second v1); null when none does */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
        };
        WebhookEndpointCreated: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (whsec_...), shown in this answer only */
            secret: string;
        };
        WebhookDelivery: {
            id: number;
            endpointId: number;
            /** @description The event's id (evt_...), the same on every try and on 'send again' */
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastStatusCode: number | null;
            lastDurationMs: number | null;
            lastError: string | null;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
            log: {
                attempt: number;
                statusCode: number | null;
                durationMs: number;
                error: string | null;
                /** Format: date-time */
                at: string;
            }[];
        };
        WebhookEventPage: {
            data: components["schemas"]["WebhookEvent"][];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
        };
        WebhookEvent: {
            /** @description evt_<n>: the X-Webhook-Id its deliveries carried */
            id: string;
            /** @enum {string} */
            type: "booking.confirmed" | "booking.cancelled" | "booking.refunded" | "booking.moved" | "order.paid" | "enquiry.created" | "waitlist.offered" | "webhook.test";
            /** @description Unix seconds */
            created: number;
            /** @description The event's object, as delivered */
            data: {
                [key: string]: unknown;
            };
        };
        ReceiptPage: {
            /** @description Rows changed at or after updatedSince, oldest change first */
            data: {
                ref: string;
                number: number;
                /**
                 * @description payment: a receipt; refund: a credit note
                 * @enum {string}
                 */
                kind: "payment" | "refund";
                /** @description ISO 8601 instant */
                issuedAt: string;
                description: string;
                amountPence: number;
                orderRef: string;
                /** @description ISO 8601 instant; the same as issuedAt */
                updatedAt: string;
            }[];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
        };
        ReceiptSettings: {
            address: string;
            vatRegistered: boolean;
            vatNumber: string | null;
            vatRatePercent: number | null;
        };
        VoucherBalance: {
            code: string;
            /** @description What it can still pay, integer pence (2500 = £25.00) */
            balancePence: number;
            /** @description Its value when issued, integer pence (2500 = £25.00) */
            initialPence: number;
            /** Format: date-time */
            expiresAt: string;
            expired: boolean;
        };
        VoucherIssued: {
            id: number;
            /** @description The working code, shown this once: only its hash is kept */
            code: string;
            /** @description The voucher's value, integer pence (2500 = £25.00) */
            amountPence: number;
            /** Format: date-time */
            expiresAt: string;
        };
        DeletedRecordPage: {
            /** @description Rows changed at or after updatedSince, oldest change first */
            data: components["schemas"]["DeletedRecord"][];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
        };
        DeletedRecord: {
            /** @description The tombstone id */
            id: number;
            /**
             * @description Which admin list the row was in
             * @enum {string}
             */
            object: "class_type" | "discount_code" | "schedule_slot" | "working_hours" | "time_off" | "webhook_endpoint" | "booking";
            /** @description The id of the deleted row in that list (as text) */
            objectId: string;
            /** Format: date-time */
            deletedAt: string;
            /**
             * Format: date-time
             * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
             */
            updatedAt: string;
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    /** @default  */
                    specialRequests?: string;
                    discountCode?: string;
                    voucherCode?: string;
                    holdToken?: string;
                    /** @description Places booked and paid together, hers included (1 to 6; absent: 1). Each is a booking of its own. */
                    participantCount?: number | string;
                    /** @description The names of the further places (participantCount - 1 of them); the booker is the first attendee */
                    attendees?: string[];
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    releaseHold: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdToken?: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldReleased"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listAppointmentTypes: {
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
                    "application/json": components["schemas"]["AppointmentType"][];
                };
            };
        };
    };
    appointmentAvailability: {
        parameters: {
            query?: {
                typeId?: number | string;
                from?: string;
                to?: string;
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
                    "application/json": components["schemas"]["Availability"];
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
    createAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeId: number | string;
                    start: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    /** @default  */
                    notes?: string;
                    health?: {
                        answers: boolean[];
                        /** @default  */
                        details?: string;
                    };
                    creditToken?: string;
                    voucherCode?: string;
                    useMembership?: boolean;
                    membershipCode?: string;
                    holdToken?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentCreated"];
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listAdminAppointmentTypes: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentType"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createAppointmentType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    durationMinutes: number | string;
                    pricePence: number | string;
                    bufferAfterMinutes?: number | string;
                    minNoticeMinutes?: number | string;
                    horizonDays?: number | string;
                    /** @enum {string} */
                    place: "location" | "client_home" | "online";
                    locationId?: (number | string) | null;
                    /** @default false */
                    acceptsTrainingCredits?: boolean;
                    creditPackIds?: (number | string)[];
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentType"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    updateAppointmentType: {
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
                    durationMinutes?: number | string;
                    pricePence?: number | string;
                    bufferAfterMinutes?: number | string;
                    minNoticeMinutes?: number | string;
                    horizonDays?: number | string;
                    /** @enum {string} */
                    place?: "location" | "client_home" | "online";
                    locationId?: (number | string) | null;
                    acceptsTrainingCredits?: boolean;
                    creditPackIds?: (number | string)[];
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
                    "application/json": components["schemas"]["AppointmentType"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    getWorkingHours: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkingHours"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    setWorkingHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    weekday: number | string;
                    startTime: string;
                    endTime: string;
                    locationId?: (number | string) | null;
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkingHours"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
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
    getAppointmentSettings: {
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
                    "application/json": components["schemas"]["AppointmentSettings"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    setAppointmentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    travelMinutes: number | string;
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
                    "application/json": components["schemas"]["AppointmentSettings"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
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
    listTimeOff: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOff"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    addTimeOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from?: string;
                    to?: string;
                    startsAt?: string;
                    endsAt?: string;
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOff"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    removeTimeOff: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    getAppointmentCalendar: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
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
                    "application/json": components["schemas"]["Calendar"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    listAppointments: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAppointment"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    addAppointmentForClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeId: number | string;
                    start: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    phone: string;
                    /** @default  */
                    notes?: string;
                    /** @enum {string} */
                    payment: "card_link" | "cash" | "bank_transfer" | "complimentary";
                    health?: {
                        answers: boolean[];
                        /** @default  */
                        details?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentAddedForClient"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    getAppointment: {
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
                    "application/json": components["schemas"]["AdminAppointment"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    moveAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAppointment"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    cancelAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "refund" | "credit" | "none";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentCancelledByOwner"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    getCalendarFeed: {
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
                    "application/json": components["schemas"]["CalendarFeed"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    revokeCalendarFeed: {
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
                    "application/json": components["schemas"]["CalendarFeed"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    viewManagedAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedAppointment"];
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    managedAppointmentTimes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    from: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    rescheduleManagedAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    start: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedAppointment"];
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    cancelManagedAppointment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentCancelled"];
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    answerManagedAppointmentHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    health: {
                        answers: boolean[];
                        /** @default  */
                        details?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    validateDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassType"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    price?: string | number;
                    /** @description The price in integer pence (1250 = £12.50); instead of, or agreeing with, price */
                    pricePence?: number | string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                    /** @description The price in integer pence (1250 = £12.50); instead of, or agreeing with, price */
                    pricePence?: number | string;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listSlotChanges: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    "application/json": components["schemas"]["AdminSlotChanges"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @default  */
                    joiningDetails?: string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                    joiningDetails?: string;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @default  */
                    joiningDetails?: string;
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    previewClassMessage: {
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
                    subject: string;
                    message: string;
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
                    "application/json": components["schemas"]["MessagePreview"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    messageClass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSent"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enquiry"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                        kind: "class" | "purchase" | "appointment";
                        reference: number;
                        ref: string;
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
                        /** @enum {string} */
                        place?: "location" | "client_home" | "online";
                        virtualDetails: string | null;
                        amountPaidPence: number;
                        voucherPence: number;
                        calendar: {
                            google: string;
                            outlook: string;
                            ics: string;
                        } | null;
                        refunds: {
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded";
                            at: string;
                        }[];
                        creditBack: {
                            /** @enum {string} */
                            kind: "instead" | "restored";
                            at: string;
                        } | null;
                        cancellation: {
                            allowed: boolean;
                            refundPence: number;
                            voucherBackPence?: number;
                            percent: number;
                            note: string;
                            paidWithCredit?: boolean;
                            creditInstead?: boolean;
                            /** @enum {string} */
                            refundBy?: "card" | "cash" | "bank_transfer";
                        } | null;
                        offer?: {
                            amountPence: number;
                            dueAt: string;
                            credits: number;
                            choice: ("refund" | "credit") | null;
                        } | null;
                        payment?: {
                            clientSecret: string;
                            amountPence: number;
                            holdExpiresAt: string;
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
            /** @description The body is larger than the limit */
            413: {
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
    cancelManagedBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    refundPence: number;
                    /**
                     * @default refund
                     * @enum {string}
                     */
                    choice?: "refund" | "credit";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: boolean;
                        refundPence: number;
                        credit?: ("restored" | "instead") | null;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    chooseRefundOrCredit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    choice: "refund" | "credit";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountPence: number;
                        /** @enum {string} */
                        choice: "refund" | "credit";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    joinWaitingList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduleId: number | string;
                    name: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        position: number;
                        joined: boolean;
                        className: string;
                        date: string;
                        startTime: string;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    viewWaitingListOffer: {
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
                        status: "waiting" | "left" | "offered" | "claimed" | "expired" | "declined";
                        position?: number | null;
                        name: string;
                        email: string;
                        date: string;
                        startTime: string;
                        endTime: string;
                        location: string | null;
                        offeredUntil: string | null;
                        classes: {
                            classTypeId: number | null;
                            name: string;
                            pricePence: number;
                        }[];
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
            /** @description The body is larger than the limit */
            413: {
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
    claimWaitingListOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    classTypeId?: number | string;
                    phone: string;
                    /** @default  */
                    specialRequests?: string;
                    discountCode?: string;
                    holdToken?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "held" | "confirmed";
                        clientSecret: string;
                        bookingId: number;
                        description: string;
                        originalPence: number;
                        discountPence: number;
                        amountPence: number;
                        /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
                        holdToken?: string;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    declineWaitingListOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        declined: boolean;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listWaitingList: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
            };
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        position: number | null;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        status: "waiting" | "offered" | "claimed" | "expired" | "declined" | "removed";
                        offeredUntil: string | null;
                        joinedAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    removeWaitingListEntry: {
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
                    "application/json": {
                        removed: boolean;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    exportManagedData: {
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
                        email: string;
                        generatedAt: string;
                        bookings: {
                            reference: string;
                            className: string;
                            date: string;
                            startTime: string;
                            name: string;
                            email: string;
                            phone: string;
                            participantCount: number;
                            specialRequests: string;
                            /** @enum {string} */
                            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        orders: {
                            reference: string;
                            description: string;
                            name: string;
                            email: string;
                            phone: string;
                            amountPence: number;
                            discountPence: number;
                            paidPence: number;
                            refundedPence: number;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        payments: {
                            order: string;
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "cancelled" | "refunded";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        refunds: {
                            order: string;
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        enquiries: {
                            name: string;
                            email: string;
                            phone: string;
                            service: ("group-classes" | "personal-training" | "both" | "consultation") | null;
                            message: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        waitingLists: {
                            date: string;
                            startTime: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            status: "waiting" | "offered" | "claimed" | "expired" | "declined" | "removed";
                            offeredUntil: string | null;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        credits: {
                            title: string;
                            /** @enum {string} */
                            scope: "class" | "training";
                            granted: number;
                            remaining: number;
                            /** @description ISO 8601 instant */
                            expiresAt: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                            history: {
                                delta: number;
                                /** @enum {string} */
                                reason: "grant" | "spend" | "restore" | "adjust" | "expire";
                                note: string;
                                booking: string | null;
                                /** @description ISO 8601 instant */
                                at: string;
                            }[];
                        }[];
                        attendance: {
                            booking: string;
                            className: string;
                            date: string;
                            startTime: string;
                            checkedInAt: string | null;
                            noShowAt: string | null;
                        }[];
                        appointments: {
                            reference: string;
                            typeName: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant */
                            endsAt: string;
                            name: string;
                            email: string;
                            phone: string;
                            notes: string;
                            /** @enum {string} */
                            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                            /** @description Your health questionnaire answers, one per question in order */
                            health: {
                                answers: boolean[];
                                details: string;
                            } | null;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        emailsSentToYou: {
                            subject: string;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                            sentAt: string | null;
                        }[];
                        /** @description The studio's own notes about you (kept for your classes and sessions) */
                        notesAboutYou: {
                            text: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
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
            /** @description The body is larger than the limit */
            413: {
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
    eraseManagedData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingRefs: number[];
                        orderRefs: number[];
                        enquiries: number;
                        emails: number;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    requestDataLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    exportRequestedData: {
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
                        email: string;
                        generatedAt: string;
                        bookings: {
                            reference: string;
                            className: string;
                            date: string;
                            startTime: string;
                            name: string;
                            email: string;
                            phone: string;
                            participantCount: number;
                            specialRequests: string;
                            /** @enum {string} */
                            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        orders: {
                            reference: string;
                            description: string;
                            name: string;
                            email: string;
                            phone: string;
                            amountPence: number;
                            discountPence: number;
                            paidPence: number;
                            refundedPence: number;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        payments: {
                            order: string;
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "cancelled" | "refunded";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        refunds: {
                            order: string;
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        enquiries: {
                            name: string;
                            email: string;
                            phone: string;
                            service: ("group-classes" | "personal-training" | "both" | "consultation") | null;
                            message: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        waitingLists: {
                            date: string;
                            startTime: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            status: "waiting" | "offered" | "claimed" | "expired" | "declined" | "removed";
                            offeredUntil: string | null;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        credits: {
                            title: string;
                            /** @enum {string} */
                            scope: "class" | "training";
                            granted: number;
                            remaining: number;
                            /** @description ISO 8601 instant */
                            expiresAt: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                            history: {
                                delta: number;
                                /** @enum {string} */
                                reason: "grant" | "spend" | "restore" | "adjust" | "expire";
                                note: string;
                                booking: string | null;
                                /** @description ISO 8601 instant */
                                at: string;
                            }[];
                        }[];
                        attendance: {
                            booking: string;
                            className: string;
                            date: string;
                            startTime: string;
                            checkedInAt: string | null;
                            noShowAt: string | null;
                        }[];
                        appointments: {
                            reference: string;
                            typeName: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant */
                            endsAt: string;
                            name: string;
                            email: string;
                            phone: string;
                            notes: string;
                            /** @enum {string} */
                            status: "held" | "confirmed" | "cancelled" | "expired" | "refunded";
                            /** @description Your health questionnaire answers, one per question in order */
                            health: {
                                answers: boolean[];
                                details: string;
                            } | null;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
                        emailsSentToYou: {
                            subject: string;
                            text: string;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            /** @description ISO 8601 instant */
                            createdAt: string;
                            sentAt: string | null;
                        }[];
                        /** @description The studio's own notes about you (kept for your classes and sessions) */
                        notesAboutYou: {
                            text: string;
                            /** @description ISO 8601 instant */
                            createdAt: string;
                        }[];
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
            /** @description The body is larger than the limit */
            413: {
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
    eraseRequestedData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingRefs: number[];
                        orderRefs: number[];
                        enquiries: number;
                        emails: number;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    requestAccountSignInLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    openAccountSession: {
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
                        sessionToken: string;
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
            /** @description The body is larger than the limit */
            413: {
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
    signOutOfAccount: {
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
                        /** @description sessions ended */
                        signedOut: number;
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
            /** @description The body is larger than the limit */
            413: {
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
    signOutOfAccountEverywhere: {
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
                        /** @description sessions ended */
                        signedOut: number;
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
            /** @description The body is larger than the limit */
            413: {
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
    viewAccount: {
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
                        name: string;
                        email: string;
                        bookings: {
                            ref: string;
                            className: string;
                            /** @description YYYY-MM-DD, Europe/London */
                            date: string;
                            /** @description HH:mm */
                            startTime: string;
                            /** @description HH:mm */
                            endTime: string;
                            /** @description null: online */
                            location: string | null;
                            /** @enum {string} */
                            status: "confirmed" | "cancelled" | "refunded";
                            upcoming: boolean;
                            /** @enum {string} */
                            paidWith: "card" | "credit";
                            scheduleId: number;
                            movable: boolean;
                            participantCount: number;
                            name: string;
                            phone: string;
                            specialRequests: string;
                        }[];
                        appointments: {
                            ref: string;
                            typeName: string;
                            /** @description ISO 8601 instant */
                            startsAt: string;
                            /** @description ISO 8601 instant */
                            endsAt: string;
                            /** @enum {string} */
                            status: "confirmed" | "cancelled" | "refunded";
                            upcoming: boolean;
                        }[];
                        credits: {
                            title: string;
                            /** @enum {string} */
                            scope: "class" | "training";
                            remaining: number;
                            granted: number;
                            /** @description ISO 8601 instant */
                            expiresAt: string;
                            covers: string;
                        }[];
                        waitlist: {
                            id: number;
                            className: string;
                            date: string;
                            startTime: string;
                            /** @enum {string} */
                            status: "waiting" | "offered";
                            position: number;
                        }[];
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
    editAccountBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    phone?: string;
                    specialRequests?: string;
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
                        ref: string;
                        className: string;
                        /** @description YYYY-MM-DD, Europe/London */
                        date: string;
                        /** @description HH:mm */
                        startTime: string;
                        /** @description HH:mm */
                        endTime: string;
                        /** @description null: online */
                        location: string | null;
                        /** @enum {string} */
                        status: "confirmed" | "cancelled" | "refunded";
                        upcoming: boolean;
                        /** @enum {string} */
                        paidWith: "card" | "credit";
                        scheduleId: number;
                        movable: boolean;
                        participantCount: number;
                        name: string;
                        phone: string;
                        specialRequests: string;
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    quoteAccountBookingMove: {
        parameters: {
            query?: {
                scheduleId?: number | string;
                classTypeId?: number | string;
            };
            header?: never;
            path: {
                ref: string;
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
                    "application/json": {
                        newPricePence: number;
                        differencePence: number;
                        className: string;
                        /** @description YYYY-MM-DD, Europe/London */
                        date: string;
                        /** @description HH:mm */
                        startTime: string;
                        refusal: string | null;
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    moveAccountBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduleId: number | string;
                    classTypeId?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ref: string;
                        /** @enum {string} */
                        status: "moved" | "unchanged" | "payment_required";
                        fromScheduleId: number;
                        scheduleId: number;
                        className: string;
                        date: string;
                        startTime: string;
                        differencePence: number;
                        refund: {
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        } | null;
                        payment: {
                            clientSecret: string;
                            amountPence: number;
                            description: string;
                        } | null;
                        /** @description Opens this hold: send it back as `holdToken` (or keep the httpOnly `hold` cookie set with this answer) to resume the hold, pay (test-confirm, refresh) or release it. Also sent as the cookie. */
                        holdToken?: string;
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    leaveWaitingListFromAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        declined: boolean;
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    bookWithCreditFromAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    classTypeId: number | string;
                    scheduleId: number | string;
                    name: string;
                    phone: string;
                    /** @default  */
                    specialRequests?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listAccountReceipts: {
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
                        receipts: {
                            ref: string;
                            number: number;
                            /**
                             * @description payment: a receipt; refund: a credit note
                             * @enum {string}
                             */
                            kind: "payment" | "refund";
                            /** @description ISO 8601 instant */
                            issuedAt: string;
                            description: string;
                            amountPence: number;
                            orderRef: string;
                            /** @description ISO 8601 instant; the same as issuedAt */
                            updatedAt: string;
                        }[];
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
    downloadAccountReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
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
                    "application/pdf": string;
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    createClassPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    holdToken?: string;
                    /** @description The specification's price in pounds (25 = £25.00); must equal the server's price */
                    amount?: number | string;
                    /** @description The price in integer pence; must equal the server's price */
                    amountPence?: number | string;
                    /** @description A discount code; the server applies it to its own price (the claimed amount is the price before it) */
                    discountCode?: string;
                    /** @description A gift voucher code: it pays what it can of the price; `voucherPence` in the answer says how much */
                    voucherCode?: string;
                    /** @description Places booked and paid together, hers included (1 to 6; absent: 1). Each is a booking of its own. */
                    participantCount?: number | string;
                    /** @description The names of the further places (participantCount - 1 of them); the booker is the first attendee */
                    attendees?: string[];
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    phone?: string;
                    holdToken?: string;
                    /** @description The specification's price in pounds (25 = £25.00); must equal the server's price */
                    amount?: number | string;
                    /** @description The price in integer pence; must equal the server's price */
                    amountPence?: number | string;
                    /** @description A discount code; the server applies it to its own price (the claimed amount is the price before it) */
                    discountCode?: string;
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdToken?: string;
                    clientSecret: string;
                    cardNumber: string;
                    billingDetails?: {
                        name?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdToken?: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    paymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdToken?: string;
                    order?: number;
                    clientSecret?: string;
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
                        kind: "class" | "purchase" | "appointment";
                        title: string;
                        email: string;
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
                        /** @enum {string} */
                        place?: "location" | "client_home" | "online";
                        virtualDetails: string | null;
                        amountPaidPence: number;
                        calendar: {
                            google: string;
                            outlook: string;
                            ics: string;
                        } | null;
                        orderId: number;
                        reference: string;
                        places?: {
                            name: string;
                            reference: string;
                        }[];
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
            /** @description The body is larger than the limit */
            413: {
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
            /** @description The body is larger than the limit */
            413: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createAdminBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduleId: number | string;
                    classTypeId?: number | string;
                    name: string;
                    /** Format: email */
                    email: string;
                    /** @default  */
                    phone?: string;
                    /** @enum {string} */
                    payment: "card_link" | "cash" | "bank_transfer" | "complimentary";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalkInBooking"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listTodaysBookings: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBooking"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
                id: string | number;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                id: string | number;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                id: string | number;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    quoteBookingMove: {
        parameters: {
            query?: {
                scheduleId?: number | string;
                classTypeId?: number | string;
            };
            header?: never;
            path: {
                id: string | number;
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
                    "application/json": {
                        newPricePence: number;
                        differencePence: number;
                        className: string;
                        /** @description YYYY-MM-DD, Europe/London */
                        date: string;
                        /** @description HH:mm */
                        startTime: string;
                        refusal: string | null;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    moveBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduleId: number | string;
                    classTypeId?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ref: string;
                        /** @enum {string} */
                        status: "moved" | "unchanged" | "payment_required";
                        fromScheduleId: number;
                        scheduleId: number;
                        className: string;
                        date: string;
                        startTime: string;
                        differencePence: number;
                        refund: {
                            amountPence: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        } | null;
                        payment: {
                            clientSecret: string;
                            amountPence: number;
                            description: string;
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
            /** @description Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    refundBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string | number;
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listClients: {
        parameters: {
            query?: {
                search?: string;
                page?: number | string;
                pageSize?: number | string;
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    "application/json": components["schemas"]["ClientPage"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client: string;
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
                    "application/json": components["schemas"]["ClientDetail"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    addClientNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                client: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientNote"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    messageClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                client: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                    nonce?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageSent"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    deleteClientNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client: string;
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
                    "application/json": components["schemas"]["ClientNoteRemoved"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listLocations: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    capacity?: string | number;
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
                    capacity?: string | number;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCode"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    maxUsesPerEmail?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
                    maxUsesPerEmail?: (number | string) | null;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listPacks: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pack"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createPack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    pricePence: number | string;
                    credits: number | string;
                    validityDays: number | string;
                    classTypeIds?: (number | string)[];
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pack"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    updatePack: {
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
                    pricePence?: number | string;
                    credits?: number | string;
                    validityDays?: number | string;
                    classTypeIds?: (number | string)[];
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
                    "application/json": components["schemas"]["Pack"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listCreditBalances: {
        parameters: {
            query?: {
                search?: string;
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditHolder"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    grantCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    packId: number | string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLot"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    adjustCreditBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                lotId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delta: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLot"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listCreditLedger: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
            };
            header?: never;
            path: {
                lotId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLedgerEntry"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listMembershipPlans: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPlan"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createMembershipPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @description Monthly price, integer pence (6500 = £65.00) */
                    pricePence: number;
                    /** @description Classes a paid month allows; null: unlimited */
                    classesPerMonth: number | null;
                    /**
                     * @description Class types it covers; empty: all
                     * @default []
                     */
                    classTypeIds?: number[];
                    /** @default false */
                    includesAppointments?: boolean;
                    /** @default 1 */
                    minimumTermMonths?: number;
                    /** @default 30 */
                    noticeDays?: number;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPlan"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    updateMembershipPlan: {
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
                    /** @default  */
                    description?: string;
                    /** @description Monthly price, integer pence (6500 = £65.00) */
                    pricePence?: number;
                    /** @description Classes a paid month allows; null: unlimited */
                    classesPerMonth?: number | null;
                    /**
                     * @description Class types it covers; empty: all
                     * @default []
                     */
                    classTypeIds?: number[];
                    /** @default false */
                    includesAppointments?: boolean;
                    /** @default 1 */
                    minimumTermMonths?: number;
                    /** @default 30 */
                    noticeDays?: number;
                    /** @default true */
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
                    "application/json": components["schemas"]["MembershipPlan"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    membershipReport: {
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
                    "application/json": components["schemas"]["MembershipReport"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
                            studioAddress: string;
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
                                /** @default true */
                                published: boolean;
                            }[];
                            specialisations: string[];
                            /** @default true */
                            specialisationsPublished: boolean;
                            testimonials: {
                                text: string;
                                name: string;
                                role: string;
                                rating: number;
                                /** @default true */
                                published: boolean;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
                        studioAddress: string;
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
                            /** @default true */
                            published?: boolean;
                        }[];
                        specialisations: string[];
                        /** @default true */
                        specialisationsPublished?: boolean;
                        testimonials: {
                            text: string;
                            name: string;
                            role: string;
                            rating: number;
                            /** @default true */
                            published?: boolean;
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
                            studioAddress: string;
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
                                /** @default true */
                                published: boolean;
                            }[];
                            specialisations: string[];
                            /** @default true */
                            specialisationsPublished: boolean;
                            testimonials: {
                                text: string;
                                name: string;
                                role: string;
                                rating: number;
                                /** @default true */
                                published: boolean;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
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
    uploadSiteImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    checkInTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckInResult"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listAttendanceSlots: {
        parameters: {
            query?: {
                date?: string;
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceSlot"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    getSlotRoster: {
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
                    "application/json": components["schemas"]["Roster"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    markSlotNoShows: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoShowsMarked"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    markAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "attended" | "no_show" | "none";
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
                    "application/json": components["schemas"]["RosterEntry"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    getReports: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
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
                    "application/json": components["schemas"]["Reports"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    listAuditEntries: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                entity?: string;
                page?: number | string;
                pageSize?: number | string;
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    "application/json": components["schemas"]["AuditPage"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    listWebhookEndpoints: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    events: ("booking.confirmed" | "booking.cancelled" | "booking.refunded" | "booking.moved" | "order.paid" | "enquiry.created" | "waitlist.offered")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    deleteWebhookEndpoint: {
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    updateWebhookEndpoint: {
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
                    url?: string;
                    description?: string;
                    events?: ("booking.confirmed" | "booking.cancelled" | "booking.refunded" | "booking.moved" | "order.paid" | "enquiry.created" | "waitlist.offered")[];
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
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listWebhookEvents: {
        parameters: {
            query?: {
                since?: string;
                type?: "booking.confirmed" | "booking.cancelled" | "booking.refunded" | "booking.moved" | "order.paid" | "enquiry.created" | "waitlist.offered" | "webhook.test";
                cursor?: string;
                limit?: number | string;
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
                    "application/json": components["schemas"]["WebhookEventPage"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    listWebhookDeliveries: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
            };
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listReceiptChanges: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    "application/json": components["schemas"]["ReceiptPage"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    listBookingReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
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
                    "application/json": {
                        receipts: {
                            ref: string;
                            number: number;
                            /**
                             * @description payment: a receipt; refund: a credit note
                             * @enum {string}
                             */
                            kind: "payment" | "refund";
                            /** @description ISO 8601 instant */
                            issuedAt: string;
                            description: string;
                            amountPence: number;
                            orderRef: string;
                            /** @description ISO 8601 instant; the same as issuedAt */
                            updatedAt: string;
                        }[];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    downloadReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
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
                    "application/pdf": string;
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    getReceiptSettings: {
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
                    "application/json": components["schemas"]["ReceiptSettings"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    updateReceiptSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    vatRegistered: boolean;
                    vatNumber: string | null;
                    vatRatePercent: number | null;
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
                    "application/json": components["schemas"]["ReceiptSettings"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
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
    getVoucherOptions: {
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
                        amountsPence: number[];
                        validityMonths: number;
                    };
                };
            };
        };
    };
    buyVoucher: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                    /** Format: email */
                    recipientEmail: string;
                    recipientName?: string;
                    message?: string;
                    /** Format: date */
                    sendOn: string;
                    name: string;
                    /** Format: email */
                    email: string;
                    phone?: string;
                    holdToken?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    getVoucherBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
                    "application/json": components["schemas"]["VoucherBalance"];
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
            /** @description The address is too long (a path parameter over the length the server takes) */
            414: {
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
    listVouchers: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
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
                    /** @description Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes. */
                    "Next-Cursor"?: string;
                    /** @description The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        codeHint: string;
                        /** @enum {string} */
                        source: "admin" | "purchase";
                        initialPence: number;
                        balancePence: number;
                        /** Format: date-time */
                        expiresAt: string;
                        recipientEmail: string;
                        recipientName: string;
                        /** Format: date-time */
                        createdAt: string;
                        sentAt: string | null;
                        /**
                         * Format: date-time
                         * @description When it last changed (ISO 8601); a list read with updatedSince includes it again after any change
                         */
                        updatedAt: string;
                    }[];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
    issueVoucher: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 `idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                    /** Format: email */
                    recipientEmail: string;
                    recipientName?: string;
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description 'true' when this is the stored first answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherIssued"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state (full class, duplicate, in use...); or a request with the same Idempotency-Key is still being answered (`idempotency_key_in_use`: send it again after Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`) */
            422: {
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
    listDeletedRecords: {
        parameters: {
            query?: {
                updatedSince?: string;
                cursor?: string;
                limit?: number | string;
                object?: "class_type" | "discount_code" | "schedule_slot" | "working_hours" | "time_off" | "webhook_endpoint" | "booking";
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
                    "application/json": components["schemas"]["DeletedRecordPage"];
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
            /** @description Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use) */
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
