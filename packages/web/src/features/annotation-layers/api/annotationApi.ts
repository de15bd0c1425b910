import { api } from '../../../app/api';
import type { ListResponse } from '../../lists';

export interface AnnotationLayer {
  readonly id: number;
  readonly name: string;
  readonly descr?: string | null;
  readonly changed_on_delta_humanized?: string | null;
  readonly changed_by_name?: string | null;
  readonly created_by?: { readonly first_name?: string; readonly last_name?: string } | null;
}

export interface Annotation {
  readonly id: number;
  readonly short_descr: string;
  readonly long_descr?: string | null;
  readonly start_dttm: string;
  readonly end_dttm: string;
  readonly json_metadata?: string | null;
  readonly changed_on_delta_humanized?: string | null;
}

export interface LayerInput {
  readonly name: string;
  readonly descr: string;
}

export interface AnnotationInput {
  readonly short_descr: string;
  readonly long_descr: string;
  readonly start_dttm: string;
  readonly end_dttm: string;
  readonly json_metadata: string;
}

const base = api.enhanceEndpoints({ addTagTypes: ['AnnotationLayer', 'Annotation'] });

export const annotationApi = base.injectEndpoints({
  endpoints: (build) => ({
    annotationLayer: build.query<AnnotationLayer, number>({
      query: (id) => `/api/v1/annotation_layer/${id}`,
      transformResponse: (body: { result: AnnotationLayer }) => body.result,
      providesTags: ['AnnotationLayer'],
    }),
    saveAnnotationLayer: build.mutation<{ id: number }, { id?: number; input: LayerInput }>({
      query: ({ id, input }) => ({
        url: id ? `/api/v1/annotation_layer/${id}` : '/api/v1/annotation_layer/',
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
      invalidatesTags: ['AnnotationLayer'],
    }),
    annotations: build.query<ListResponse<Annotation>, { layerId: number; page: number }>({
      query: ({ layerId, page }) => ({
        url: `/api/v1/annotation_layer/${layerId}/annotation/`,
        rison: { order_column: 'start_dttm', order_direction: 'desc', page, page_size: 25 },
      }),
      providesTags: ['Annotation'],
    }),
    saveAnnotation: build.mutation<{ id: number }, { layerId: number; id?: number; input: AnnotationInput }>({
      query: ({ layerId, id, input }) => ({
        url: `/api/v1/annotation_layer/${layerId}/annotation/${id ?? ''}`,
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
      invalidatesTags: ['Annotation'],
    }),
    deleteAnnotations: build.mutation<{ message?: string }, { layerId: number; ids: readonly number[] }>({
      query: ({ layerId, ids }) => ({
        url: `/api/v1/annotation_layer/${layerId}/annotation/`,
        method: 'DELETE',
        rison: ids,
      }),
      invalidatesTags: ['Annotation'],
    }),
  }),
});

export const {
  useAnnotationLayerQuery,
  useSaveAnnotationLayerMutation,
  useAnnotationsQuery,
  useSaveAnnotationMutation,
  useDeleteAnnotationsMutation,
} = annotationApi;
